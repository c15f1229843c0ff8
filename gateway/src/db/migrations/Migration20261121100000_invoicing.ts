import { Migration } from '@mikro-orm/migrations';

/** Issue 3: invoicing settings, clients, invoices with lines, payments, activity and number counters. */
export class Migration20261121100000_invoicing extends Migration {
  override up(): void {
    this.addSql(`create table "account_settings" ("id" uuid not null, "account_id" uuid not null, "business_name" varchar(200) not null, "email" varchar(254) not null default '', "phone" varchar(40) not null default '', "address" jsonb not null, "tax_id" varchar(60) not null default '', "currency" varchar(3) not null, "tax_mode" text not null default 'exclusive', "tax_rates" jsonb not null, "invoice_number_pattern" varchar(40) not null default 'INV-{YYYY}-{0000}', "payment_terms_days" int not null default 30, "payment_instructions" text not null default '', "default_terms" text not null default '', "default_notes" text not null default '', "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "account_settings" add constraint "account_settings_account_id_unique" unique ("account_id");`);
    this.addSql(`create table "client" ("id" uuid not null, "account_id" uuid not null, "name" varchar(200) not null, "name_key" varchar(200) not null, "company" varchar(200) not null default '', "email" varchar(254) not null default '', "phone" varchar(40) not null default '', "contacts" jsonb not null, "billing_address" jsonb not null, "site_address" jsonb not null, "currency" varchar(3) null, "tax_id" varchar(60) not null default '', "notes" text not null default '', "archived" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "client_account_name_index" on "client" ("account_id", "name_key");`);
    this.addSql(`create table "document_counter" ("id" uuid not null, "account_id" uuid not null, "kind" varchar(20) not null, "next_value" int not null default 1, primary key ("id"));`);
    this.addSql(`alter table "document_counter" add constraint "document_counter_account_kind_unique" unique ("account_id", "kind");`);
    this.addSql(`create table "invoice" ("id" uuid not null, "account_id" uuid not null, "client_id" uuid not null, "number" varchar(40) not null, "status" text not null default 'draft', "issue_date" date not null, "due_date" date not null, "currency" varchar(3) not null, "tax_mode" text not null, "discount" jsonb null, "notes" text not null default '', "terms" text not null default '', "subtotal" bigint not null, "discount_total" bigint not null, "net" bigint not null, "taxes" jsonb not null, "tax_total" bigint not null, "total" bigint not null, "amount_paid" bigint not null, "balance" bigint not null, "public_token" varchar(64) null, "sent_at" timestamptz null, "viewed_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "invoice" add constraint "invoice_public_token_unique" unique ("public_token");`);
    this.addSql(`create index "invoice_account_issue_date_index" on "invoice" ("account_id", "issue_date" DESC, "number" DESC);`);
    this.addSql(`create index "invoice_account_client_index" on "invoice" ("account_id", "client_id");`);
    this.addSql(`create index "invoice_account_status_due_index" on "invoice" ("account_id", "status", "due_date");`);
    this.addSql(`alter table "invoice" add constraint "invoice_account_number_unique" unique ("account_id", "number");`);
    this.addSql(`create index "invoice_account_number_search_index" on "invoice" ("account_id", lower("number") text_pattern_ops);`);
    this.addSql(`create table "invoice_line" ("id" uuid not null, "account_id" uuid not null, "invoice_id" uuid not null, "position" int not null, "description" text not null, "quantity" varchar(24) not null, "unit_price" bigint not null, "unit" varchar(20) not null default '', "taxes" jsonb not null, "discount" jsonb null, "amount" bigint not null, "discount_share" bigint not null, "net" bigint not null, "tax_amounts" jsonb not null, "total" bigint not null, primary key ("id"));`);
    this.addSql(`create index "invoice_line_account_id_index" on "invoice_line" ("account_id");`);
    this.addSql(`create index "invoice_line_invoice_id_index" on "invoice_line" ("invoice_id");`);
    this.addSql(`create table "payment" ("id" uuid not null, "account_id" uuid not null, "invoice_id" uuid not null, "amount" bigint not null, "date" date not null, "method" text not null, "reference" varchar(100) not null default '', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "payment_account_id_index" on "payment" ("account_id");`);
    this.addSql(`create index "payment_invoice_id_index" on "payment" ("invoice_id");`);
    this.addSql(`create table "activity_event" ("id" uuid not null, "account_id" uuid not null, "invoice_id" uuid not null, "actor_id" uuid null, "type" varchar(40) not null, "summary" varchar(300) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "activity_event_account_id_index" on "activity_event" ("account_id");`);
    this.addSql(`create index "activity_event_invoice_created_index" on "activity_event" ("invoice_id", "created_at");`);
    this.addSql(`alter table "account_settings" add constraint "account_settings_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "account_settings" add constraint "account_settings_tax_mode_check" check ("tax_mode" in ('exclusive', 'inclusive'));`);
    this.addSql(`alter table "client" add constraint "client_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "document_counter" add constraint "document_counter_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "invoice" add constraint "invoice_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "invoice" add constraint "invoice_client_id_foreign" foreign key ("client_id") references "client" ("id");`);
    this.addSql(`alter table "invoice" add constraint "invoice_status_check" check ("status" in ('draft', 'sent', 'partial', 'paid', 'void'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_tax_mode_check" check ("tax_mode" in ('exclusive', 'inclusive'));`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete cascade;`);
    this.addSql(`alter table "payment" add constraint "payment_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "payment" add constraint "payment_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id");`);
    this.addSql(`alter table "payment" add constraint "payment_method_check" check ("method" in ('bank_transfer', 'card', 'cash', 'check', 'other'));`);
    this.addSql(`alter table "activity_event" add constraint "activity_event_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "activity_event" add constraint "activity_event_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete cascade;`);
    this.addSql(`alter table "activity_event" add constraint "activity_event_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on delete set null;`);

    // Accounts created before this migration get the same defaults a new registration gets.
    this.addSql(`insert into "account_settings" ("id", "account_id", "business_name", "address", "currency", "tax_rates", "updated_at") select gen_random_uuid(), "id", "name", '{"line1":"","line2":"","city":"","region":"","postalCode":"","country":""}', 'USD', '[]', now() from "account";`);
  }
}
