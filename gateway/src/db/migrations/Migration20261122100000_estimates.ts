import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 9, estimates: estimates with their revisions and lines, the signatures of accepted
 * revisions (document_signature, shared with change orders), the estimate settings, the source of
 * an invoice made from an estimate (unique per source and role, so a conversion cannot happen
 * twice), and the new notification kinds.
 */
export class Migration20261122100000_estimates extends Migration {
  override up(): void {
    this.addSql(`create table "document_signature" ("id" uuid not null, "account_id" uuid not null, "subject_kind" text not null, "subject_id" uuid not null, "revision" int not null, "name" varchar(100) not null, "method" text not null, "image" text null, "consent_text" text not null, "signed_client" jsonb not null, "ip" varchar(64) not null, "user_agent" varchar(500) not null, "content_hash" varchar(64) not null, "signed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "document_signature_account_id_index" on "document_signature" ("account_id");`);
    this.addSql(`alter table "document_signature" add constraint "document_signature_subject_revision_unique" unique ("subject_kind", "subject_id", "revision");`);
    this.addSql(`create table "estimate" ("id" uuid not null, "account_id" uuid not null, "client_id" uuid not null, "base_number" varchar(40) not null, "revision" int not null default 1, "status" text not null default 'draft', "public_token" varchar(64) null, "viewed_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "estimate" add constraint "estimate_public_token_unique" unique ("public_token");`);
    this.addSql(`create index "estimate_account_client_index" on "estimate" ("account_id", "client_id");`);
    this.addSql(`create index "estimate_account_status_index" on "estimate" ("account_id", "status");`);
    this.addSql(`create index "estimate_account_number_search_index" on "estimate" ("account_id", lower("base_number") text_pattern_ops);`);
    this.addSql(`alter table "estimate" add constraint "estimate_account_base_number_unique" unique ("account_id", "base_number");`);
    this.addSql(`create table "estimate_revision" ("id" uuid not null, "account_id" uuid not null, "estimate_id" uuid not null, "revision" int not null, "issue_date" date not null, "valid_until" date not null, "currency" varchar(3) not null, "tax_mode" text not null, "discount" jsonb null, "notes" text not null default '', "terms" text not null default '', "site_address" jsonb null, "deposit" jsonb null, "completion_date" date null, "subtotal" bigint not null, "discount_total" bigint not null, "net" bigint not null, "taxes" jsonb not null, "tax_total" bigint not null, "total" bigint not null, "chosen_optional_line_ids" jsonb not null, "sent_at" timestamptz null, "accepted_at" timestamptz null, "declined_at" timestamptz null, "decline_reason" text null, primary key ("id"));`);
    this.addSql(`create index "estimate_revision_account_id_index" on "estimate_revision" ("account_id");`);
    this.addSql(`alter table "estimate_revision" add constraint "estimate_revision_estimate_revision_unique" unique ("estimate_id", "revision");`);
    this.addSql(`create table "estimate_line" ("id" uuid not null, "account_id" uuid not null, "revision_id" uuid not null, "optional" boolean not null default false, "position" int not null, "description" text not null, "quantity" varchar(24) not null, "unit_price" bigint not null, "unit" varchar(20) not null default '', "taxes" jsonb not null, "discount" jsonb null, "amount" bigint not null, "discount_share" bigint not null, "net" bigint not null, "tax_amounts" jsonb not null, "total" bigint not null, primary key ("id"));`);
    this.addSql(`create index "estimate_line_account_id_index" on "estimate_line" ("account_id");`);
    this.addSql(`create index "estimate_line_revision_id_index" on "estimate_line" ("revision_id");`);
    this.addSql(`alter table "account_settings" add "estimate_number_pattern" varchar(40) not null default 'EST-{0000}', add "estimate_validity_days" int not null default 30;`);
    this.addSql(`alter table "invoice" add "source_kind" text null, add "source_id" uuid null, add "source_role" text null;`);
    this.addSql(`alter table "invoice" add constraint "invoice_source_unique" unique ("source_kind", "source_id", "source_role");`);
    this.addSql(`alter table "invoice" add constraint "invoice_source_kind_check" check ("source_kind" in ('estimate', 'change_order'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_source_role_check" check ("source_role" in ('full', 'deposit', 'final', 'change_order'));`);
    this.addSql(`alter table "notification" drop constraint "notification_kind_check";`);
    this.addSql(`alter table "notification" add constraint "notification_kind_check" check ("kind" in ('invoice_viewed', 'invoice_paid', 'estimate_viewed', 'estimate_accepted', 'estimate_declined', 'change_order_viewed', 'change_order_approved', 'change_order_declined'));`);
    this.addSql(`alter table "document_signature" add constraint "document_signature_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "document_signature" add constraint "document_signature_subject_kind_check" check ("subject_kind" in ('estimate', 'change_order'));`);
    this.addSql(`alter table "document_signature" add constraint "document_signature_method_check" check ("method" in ('drawn', 'typed'));`);
    this.addSql(`alter table "estimate" add constraint "estimate_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "estimate" add constraint "estimate_client_id_foreign" foreign key ("client_id") references "client" ("id");`);
    this.addSql(`alter table "estimate" add constraint "estimate_status_check" check ("status" in ('draft', 'sent', 'accepted', 'declined', 'partly_invoiced', 'invoiced'));`);
    this.addSql(`alter table "estimate_revision" add constraint "estimate_revision_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "estimate_revision" add constraint "estimate_revision_estimate_id_foreign" foreign key ("estimate_id") references "estimate" ("id") on delete cascade;`);
    this.addSql(`alter table "estimate_revision" add constraint "estimate_revision_tax_mode_check" check ("tax_mode" in ('exclusive', 'inclusive'));`);
    this.addSql(`alter table "estimate_line" add constraint "estimate_line_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "estimate_line" add constraint "estimate_line_revision_id_foreign" foreign key ("revision_id") references "estimate_revision" ("id") on delete cascade;`);
  }
}
