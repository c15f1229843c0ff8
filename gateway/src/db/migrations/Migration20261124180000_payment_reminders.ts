import { Migration } from '@mikro-orm/migrations';

/** Issue 10: an account's payment reminders, and each reminder sent for an invoice (at most once per place). */
export class Migration20261124180000_payment_reminders extends Migration {
  override up(): void {
    this.addSql(`create table "payment_reminder_settings" ("id" uuid not null, "account_id" uuid not null, "reminders" jsonb not null, "link_origin" varchar(200) not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payment_reminder_settings" add constraint "payment_reminder_settings_account_id_unique" unique ("account_id");`);
    this.addSql(`alter table "payment_reminder_settings" add constraint "payment_reminder_settings_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`create table "invoice_reminder" ("id" uuid not null, "account_id" uuid not null, "invoice_id" uuid not null, "reminder_index" smallint not null, "due_date" date not null, "late_fee" bigint null, "message_id" uuid null, "sent_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "invoice_reminder" add constraint "invoice_reminder_once_unique" unique ("invoice_id", "reminder_index");`);
    this.addSql(`alter table "invoice_reminder" add constraint "invoice_reminder_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "invoice_reminder" add constraint "invoice_reminder_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on delete cascade;`);
    this.addSql(`alter table "invoice_reminder" add constraint "invoice_reminder_message_id_foreign" foreign key ("message_id") references "mail_message" ("id") on delete set null;`);
  }
}
