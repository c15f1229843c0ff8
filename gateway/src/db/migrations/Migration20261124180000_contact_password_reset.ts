import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 11: contact messages from the public form, password reset tokens (their hashes only), and
 * emails about an account rather than a document (a reset link), so the outbox's subject is optional.
 */
export class Migration20261124180000_contact_password_reset extends Migration {
  override up(): void {
    this.addSql(`create table "contact_message" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(254) not null, "subject" varchar(150) not null, "message" text not null, "user_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "contact_message_created_index" on "contact_message" ("created_at");`);
    this.addSql(`alter table "contact_message" add constraint "contact_message_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`create table "password_reset_token" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "password_reset_token_user_id_index" on "password_reset_token" ("user_id");`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "mail_message" alter column "subject_kind" drop not null;`);
    this.addSql(`alter table "mail_message" alter column "subject_id" drop not null;`);
  }
}
