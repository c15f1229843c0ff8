import { Migration } from '@mikro-orm/migrations';

/**
 * Credit notes, the fourth document kind: the credit note and its lines, the client credit a credit
 * note can leave, what an invoice's credit notes took back and returned, payments made from a
 * client's credit, refunds a credit note asks of the payment provider, and the kind in the tables
 * that name every kind (activity, sent mail, template defaults). Credit notes count in the
 * dashboard's figures, so their writes advance its revision like an invoice's.
 */
export class Migration20261130000000_credit_notes extends Migration {
  override up(): void {
    this.addSql(`create table "credit_note" ("id" uuid not null, "account_id" uuid not null, "client_id" uuid not null, "currency" varchar(3) not null, "tax_mode" text not null, "discount" jsonb null, "notes" text not null default '', "terms" text not null default '', "exchange_rate" varchar(32) null, "exchange_rate_source" text null, "exchange_rate_date" date null, "number" varchar(40) not null, "status" text not null default 'issued', "issue_date" date not null, "invoice_id" uuid not null, "reason" text not null, "subtotal" bigint not null, "discount_total" bigint not null, "net" bigint not null, "taxes" jsonb not null, "tax_total" bigint not null, "total" bigint not null, "remainder" text not null, "applied_to_balance" bigint not null, "refunded_online" bigint not null, "refunded_by_hand" bigint not null, "kept_as_credit" bigint not null, "public_token" varchar(64) null, "public_link_expires_on" date null, "viewed_at" timestamptz null, "template_id" uuid null, "sent_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "credit_note_invoice_id_index" on "credit_note" ("invoice_id");`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_public_token_unique" unique ("public_token");`);
    this.addSql(`create index "credit_note_template_id_index" on "credit_note" ("template_id");`);
    this.addSql(`create index "credit_note_account_issue_date_index" on "credit_note" ("account_id", "issue_date" DESC, "number" DESC);`);
    this.addSql(`create index "credit_note_account_client_index" on "credit_note" ("account_id", "client_id");`);
    this.addSql(`create index "credit_note_number_trigram_index" on "credit_note" using gin (lower("number") gin_trgm_ops);`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_account_number_unique" unique ("account_id", "number");`);
    this.addSql(`create table "credit_note_line" ("id" uuid not null, "account_id" uuid not null, "credit_note_id" uuid not null, "invoice_line_id" uuid not null, "position" int not null, "description" text not null, "quantity" varchar(24) not null, "unit_price" bigint not null, "unit" varchar(20) not null default '', "taxes" jsonb not null, "discount" jsonb null, "amount" bigint not null, "discount_share" bigint not null, "net" bigint not null, "tax_amounts" jsonb not null, "total" bigint not null, primary key ("id"));`);
    this.addSql(`create index "credit_note_line_account_id_index" on "credit_note_line" ("account_id");`);
    this.addSql(`create index "credit_note_line_credit_note_id_index" on "credit_note_line" ("credit_note_id");`);
    this.addSql(`create table "client_credit" ("id" uuid not null, "account_id" uuid not null, "client_id" uuid not null, "credit_note_id" uuid not null, "currency" varchar(3) not null, "amount" bigint not null, "remaining" bigint not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "client_credit_client_id_index" on "client_credit" ("client_id");`);
    this.addSql(`create index "client_credit_credit_note_id_index" on "client_credit" ("credit_note_id");`);
    this.addSql(`create index "client_credit_open_index" on "client_credit" ("account_id", "client_id", "currency", "created_at") where "remaining" > 0;`);
    this.addSql(`alter table "invoice" add "amount_credited" bigint not null default '0', add "amount_returned" bigint not null default '0';`);
    this.addSql(`alter table "invoice_refund" drop constraint "invoice_refund_reason_check";`);
    this.addSql(`alter table "invoice_refund" add constraint "invoice_refund_reason_check" check ("reason" in ('overpaid', 'not_payable', 'credit_note'));`);
    this.addSql(`alter table "payment" drop constraint "payment_method_check";`);
    this.addSql(`alter table "payment" add "client_credit_id" uuid null;`);
    this.addSql(`alter table "payment" add constraint "payment_client_credit_id_foreign" foreign key ("client_credit_id") references "client_credit" ("id") on delete set null;`);
    this.addSql(`create index "payment_client_credit_id_index" on "payment" ("client_credit_id");`);
    this.addSql(`alter table "payment" add constraint "payment_method_check" check ("method" in ('bank_transfer', 'card', 'cash', 'check', 'other', 'client_credit'));`);
    this.addSql(`alter table "template_default" drop constraint "template_default_kind_check";`);
    this.addSql(`alter table "template_default" add constraint "template_default_kind_check" check ("kind" in ('invoice', 'estimate', 'change_order', 'credit_note'));`);
    this.addSql(`alter table "mail_message" drop constraint "mail_message_subject_kind_check";`);
    this.addSql(`alter table "mail_message" add constraint "mail_message_subject_kind_check" check ("subject_kind" in ('invoice', 'estimate', 'change_order', 'credit_note'));`);
    this.addSql(`alter table "activity_event" drop constraint "activity_event_subject_kind_check";`);
    this.addSql(`alter table "activity_event" add constraint "activity_event_subject_kind_check" check ("subject_kind" in ('invoice', 'estimate', 'change_order', 'credit_note'));`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_client_id_foreign" foreign key ("client_id") references "client" ("id");`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id");`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_template_id_foreign" foreign key ("template_id") references "template" ("id") on delete set null;`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_tax_mode_check" check ("tax_mode" in ('exclusive', 'inclusive'));`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_exchange_rate_source_check" check ("exchange_rate_source" in ('ecb', 'manual'));`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_status_check" check ("status" in ('issued', 'sent'));`);
    this.addSql(`alter table "credit_note" add constraint "credit_note_remainder_check" check ("remainder" in ('refund', 'client_credit'));`);
    this.addSql(`create constraint trigger "credit_note_dashboard_data_changed" after insert or update or delete on "credit_note" deferrable initially deferred for each row execute function "dashboard_data_changed"();`);
    this.addSql(`alter table "credit_note_line" add constraint "credit_note_line_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "credit_note_line" add constraint "credit_note_line_credit_note_id_foreign" foreign key ("credit_note_id") references "credit_note" ("id") on delete cascade;`);
    this.addSql(`alter table "client_credit" add constraint "client_credit_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "client_credit" add constraint "client_credit_client_id_foreign" foreign key ("client_id") references "client" ("id");`);
    this.addSql(`alter table "client_credit" add constraint "client_credit_credit_note_id_foreign" foreign key ("credit_note_id") references "credit_note" ("id");`);
  }
}
