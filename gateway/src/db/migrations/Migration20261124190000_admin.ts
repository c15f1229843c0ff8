import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 12, the admin area: disabled users and each user's last sign-in, the contact inbox's
 * handling and replies (tables of their own, keyed by the message, so the contact module stays as
 * it is), the admin audit (which refuses UPDATE and DELETE), and the indexes the dashboard's
 * cross-account counts need on a big install.
 */
export class Migration20261124190000_admin extends Migration {
  override up(): void {
    this.addSql(`alter table "app_user" add column "disabled_at" timestamptz null, add column "last_sign_in_at" timestamptz null;`);
    this.addSql(`create index "app_user_last_sign_in_index" on "app_user" ("last_sign_in_at", "account_id");`);
    this.addSql(`create index "account_created_index" on "account" ("created_at");`);
    this.addSql(`create index "invoice_created_index" on "invoice" ("created_at");`);
    this.addSql(`create index "estimate_created_index" on "estimate" ("created_at");`);
    this.addSql(`create index "change_order_created_index" on "change_order" ("created_at");`);
    this.addSql(`create index "install_log_created_index" on "install_log" ("created_at");`);
    // Disabling a user ends every session of theirs at once; the user id lives in the session's data.
    this.addSql(`create index "session_user_index" on "session" (("data" ->> 'userId'));`);

    this.addSql(`create table "contact_message_handling" ("message_id" uuid not null, "handled_by_id" uuid null, "handled_by_name" varchar(32) not null, "handled_at" timestamptz not null, "note" text not null default '', primary key ("message_id"));`);
    this.addSql(`alter table "contact_message_handling" add constraint "contact_message_handling_message_id_foreign" foreign key ("message_id") references "contact_message" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "contact_reply" ("id" uuid not null, "message_id" uuid not null, "mail_message_id" uuid not null, "sent_by_id" uuid null, "sent_by_name" varchar(32) not null, "subject" varchar(200) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "contact_reply_message_index" on "contact_reply" ("message_id", "created_at");`);
    this.addSql(`alter table "contact_reply" add constraint "contact_reply_message_id_foreign" foreign key ("message_id") references "contact_message" ("id") on delete cascade;`);

    this.addSql(`create table "admin_audit_event" ("id" uuid not null, "actor_id" uuid null, "actor_name" varchar(32) not null, "action" text not null, "target_kind" varchar(20) not null, "target_id" varchar(64) null, "target_label" varchar(300) not null, "change" varchar(1000) not null default '', "ip" varchar(64) not null, "user_agent" varchar(300) not null default '', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "admin_audit_event" add constraint "admin_audit_event_action_check" check ("action" in ('role_changed', 'user_disabled', 'user_enabled', 'contact_handled', 'contact_replied', 'table_exported'));`);
    this.addSql(`create index "admin_audit_event_created_index" on "admin_audit_event" ("created_at");`);
    // The audit is append-only in the database itself, not only for want of an API; so actor_id has
    // no foreign key (whose ON DELETE would have to update rows) and actor_name keeps who it was.
    this.addSql(`create or replace function "admin_audit_event_append_only_fn"() returns trigger as $$ begin raise exception 'admin_audit_event is append-only'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "append_only" BEFORE UPDATE OR DELETE on "admin_audit_event" for each ROW execute function "admin_audit_event_append_only_fn"();`);
  }
}
