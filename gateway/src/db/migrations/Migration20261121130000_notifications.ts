import { Migration } from '@mikro-orm/migrations';

/** Issue 4: the account's notifications, read newest first per account by the shell's panel. */
export class Migration20261121130000_notifications extends Migration {
  override up(): void {
    this.addSql(`create table "notification" ("id" uuid not null, "account_id" uuid not null, "kind" text not null, "title" varchar(200) not null, "body" varchar(500) not null, "link" varchar(200) null, "created_at" timestamptz not null, "read_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "notification_account_created_index" on "notification" ("account_id", "created_at");`);
    this.addSql(`alter table "notification" add constraint "notification_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "notification" add constraint "notification_kind_check" check ("kind" in ('invoice_viewed', 'invoice_paid', 'estimate_accepted', 'change_order_approved'));`);
  }
}
