import { Migration } from '@mikro-orm/migrations';

/** Issue 10: the mail outbox and local mailbox, and the files attached to delivered messages. */
export class Migration20261124100000_mail extends Migration {
  override up(): void {
    this.addSql(`create table "mail_message" ("id" uuid not null, "account_id" uuid not null, "subject_kind" text not null, "subject_id" uuid not null, "sent_by_id" uuid null, "from" varchar(320) not null, "to" jsonb not null, "cc" jsonb not null, "subject" varchar(200) not null, "html" text not null, "text" text not null, "attach_pdf" boolean not null, "origin" varchar(200) not null, "status" text not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "claimed_until" timestamptz null, "last_response" varchar(1000) null, "error" varchar(1000) null, "created_at" timestamptz not null, "delivered_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "mail_message_account_created_index" on "mail_message" ("account_id", "created_at");`);
    this.addSql(`create index "mail_message_subject_index" on "mail_message" ("subject_kind", "subject_id", "created_at");`);
    this.addSql(`create index "mail_message_due_index" on "mail_message" ("status", "next_attempt_at");`);
    this.addSql(`alter table "mail_message" add constraint "mail_message_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "mail_message" add constraint "mail_message_sent_by_id_foreign" foreign key ("sent_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "mail_message" add constraint "mail_message_subject_kind_check" check ("subject_kind" in ('invoice', 'estimate', 'change_order'));`);
    this.addSql(`alter table "mail_message" add constraint "mail_message_status_check" check ("status" in ('queued', 'sending', 'delivered', 'failed'));`);
    this.addSql(`create table "mail_attachment" ("id" uuid not null, "account_id" uuid not null, "message_id" uuid not null, "filename" varchar(200) not null, "content_type" varchar(100) not null, "content" bytea not null, "size" int not null, primary key ("id"));`);
    this.addSql(`create index "mail_attachment_message_index" on "mail_attachment" ("message_id");`);
    this.addSql(`alter table "mail_attachment" add constraint "mail_attachment_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "mail_attachment" add constraint "mail_attachment_message_id_foreign" foreign key ("message_id") references "mail_message" ("id") on delete cascade;`);
  }
}
