import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 9, change orders: a change order belongs to an estimate, is numbered per estimate
 * (document_counter's scope), has its own lines (credits allowed), and names the invoice that bills it.
 */
export class Migration20261122200000_change_orders extends Migration {
  override up(): void {
    this.addSql(`create table "change_order" ("id" uuid not null, "account_id" uuid not null, "estimate_id" uuid not null, "number" varchar(40) not null, "status" text not null default 'draft', "reason" varchar(200) not null, "description" text not null default '', "requested_by" varchar(100) not null default '', "days_delta" int not null default 0, "approval_deadline" date null, "invoice_on_approval" boolean not null default false, "currency" varchar(3) not null, "tax_mode" text not null, "discount" jsonb null, "notes" text not null default '', "terms" text not null default '', "subtotal" bigint not null, "discount_total" bigint not null, "net" bigint not null, "taxes" jsonb not null, "tax_total" bigint not null, "total" bigint not null, "closing_reason" text null, "invoice_id" uuid null, "public_token" varchar(64) null, "viewed_at" timestamptz null, "sent_at" timestamptz null, "approved_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "change_order" add constraint "change_order_public_token_unique" unique ("public_token");`);
    this.addSql(`create index "change_order_account_estimate_index" on "change_order" ("account_id", "estimate_id");`);
    this.addSql(`create index "change_order_account_status_index" on "change_order" ("account_id", "status");`);
    this.addSql(`alter table "change_order" add constraint "change_order_account_number_unique" unique ("account_id", "number");`);
    this.addSql(`create index "change_order_account_number_search_index" on "change_order" ("account_id", lower("number") text_pattern_ops);`);
    this.addSql(`create table "change_order_line" ("id" uuid not null, "account_id" uuid not null, "change_order_id" uuid not null, "position" int not null, "description" text not null, "quantity" varchar(24) not null, "unit_price" bigint not null, "unit" varchar(20) not null default '', "taxes" jsonb not null, "discount" jsonb null, "amount" bigint not null, "discount_share" bigint not null, "net" bigint not null, "tax_amounts" jsonb not null, "total" bigint not null, primary key ("id"));`);
    this.addSql(`create index "change_order_line_account_id_index" on "change_order_line" ("account_id");`);
    this.addSql(`create index "change_order_line_change_order_id_index" on "change_order_line" ("change_order_id");`);
    this.addSql(`alter table "change_order" add constraint "change_order_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "change_order" add constraint "change_order_estimate_id_foreign" foreign key ("estimate_id") references "estimate" ("id");`);
    this.addSql(`alter table "change_order" add constraint "change_order_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete set null;`);
    this.addSql(`alter table "change_order" add constraint "change_order_status_check" check ("status" in ('draft', 'sent', 'approved', 'declined', 'void'));`);
    this.addSql(`alter table "change_order" add constraint "change_order_tax_mode_check" check ("tax_mode" in ('exclusive', 'inclusive'));`);
    this.addSql(`alter table "change_order_line" add constraint "change_order_line_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "change_order_line" add constraint "change_order_line_change_order_id_foreign" foreign key ("change_order_id") references "change_order" ("id") on delete cascade;`);
  }
}
