import { Migration } from '@mikro-orm/migrations';

/**
 * Progress billing: a job's retainage, its pay applications and what each recorded per line of the
 * schedule of values, and its releases of retainage; invoices gain the two roles that bill them.
 */
export class Migration20261203000000_progress_billing extends Migration {
  override up(): void {
    this.addSql(`create table "retainage_release" ("id" uuid not null, "account_id" uuid not null, "estimate_id" uuid not null, "amount" bigint not null, "invoice_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "retainage_release_account_id_index" on "retainage_release" ("account_id");`);
    this.addSql(`create index "retainage_release_estimate_id_index" on "retainage_release" ("estimate_id");`);
    this.addSql(`create index "retainage_release_invoice_id_index" on "retainage_release" ("invoice_id");`);
    this.addSql(`create table "pay_application" ("id" uuid not null, "account_id" uuid not null, "estimate_id" uuid not null, "sequence" int not null, "period_to" date not null, "status" text not null default 'draft', "invoice_id" uuid null, "netted_deposit_ids" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "pay_application_account_id_index" on "pay_application" ("account_id");`);
    this.addSql(`create index "pay_application_invoice_id_index" on "pay_application" ("invoice_id");`);
    this.addSql(`alter table "pay_application" add constraint "pay_application_estimate_sequence_unique" unique ("estimate_id", "sequence");`);
    this.addSql(`create table "pay_application_line" ("id" uuid not null, "account_id" uuid not null, "pay_application_id" uuid not null, "position" int not null, "schedule_key" uuid not null, "source" varchar(60) not null, "description" text not null, "scheduled_value" bigint not null, "taxes" jsonb not null, "work_this_period" bigint not null, "materials_stored" bigint not null, primary key ("id"));`);
    this.addSql(`create index "pay_application_line_account_id_index" on "pay_application_line" ("account_id");`);
    this.addSql(`create index "pay_application_line_pay_application_id_index" on "pay_application_line" ("pay_application_id");`);
    this.addSql(`create table "job_retainage" ("id" uuid not null, "account_id" uuid not null, "estimate_id" uuid not null, "work_rate" varchar(8) not null, "stored_rate" varchar(8) not null, "step_at_percent" varchar(8) null, "step_rate" varchar(8) null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "job_retainage_account_id_index" on "job_retainage" ("account_id");`);
    this.addSql(`alter table "job_retainage" add constraint "job_retainage_estimate_id_unique" unique ("estimate_id");`);
    this.addSql(`alter table "invoice" drop constraint "invoice_source_role_check";`);
    this.addSql(`alter table "invoice" add constraint "invoice_source_role_check" check ("source_role" in ('full', 'deposit', 'final', 'change_order', 'pay_application', 'retainage_release'));`);
    this.addSql(`alter table "retainage_release" add constraint "retainage_release_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "retainage_release" add constraint "retainage_release_estimate_id_foreign" foreign key ("estimate_id") references "estimate" ("id");`);
    this.addSql(`alter table "retainage_release" add constraint "retainage_release_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id");`);
    this.addSql(`alter table "pay_application" add constraint "pay_application_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "pay_application" add constraint "pay_application_estimate_id_foreign" foreign key ("estimate_id") references "estimate" ("id");`);
    this.addSql(`alter table "pay_application" add constraint "pay_application_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete set null;`);
    this.addSql(`alter table "pay_application" add constraint "pay_application_status_check" check ("status" in ('draft', 'invoiced'));`);
    this.addSql(`alter table "pay_application_line" add constraint "pay_application_line_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "pay_application_line" add constraint "pay_application_line_pay_application_id_foreign" foreign key ("pay_application_id") references "pay_application" ("id") on delete cascade;`);
    this.addSql(`alter table "job_retainage" add constraint "job_retainage_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "job_retainage" add constraint "job_retainage_estimate_id_foreign" foreign key ("estimate_id") references "estimate" ("id");`);
  }
}
