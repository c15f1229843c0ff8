import { Migration } from '@mikro-orm/migrations';

/** The price book: saved items a line of any document starts from. */
export class Migration20261204020000_price_book extends Migration {
  override up(): void {
    this.addSql(`create table "price_book_item" ("id" uuid not null, "account_id" uuid not null, "name" varchar(120) not null, "description" text not null default '', "unit" varchar(20) not null default '', "category" varchar(60) not null default '', "unit_cost" bigint null, "markup" varchar(16) null, "unit_price" bigint not null, "taxes" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "price_book_item_account_id_index" on "price_book_item" ("account_id");`);
    this.addSql(`alter table "price_book_item" add constraint "price_book_item_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
  }
}
