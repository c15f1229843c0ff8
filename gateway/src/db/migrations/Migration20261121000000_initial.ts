import { Migration } from '@mikro-orm/migrations';

/** Accounts, users, sessions, install logs and the shared login rate-limit counters. */
export class Migration20261121000000_initial extends Migration {
  override up(): void {
    this.addSql(`create table "account" ("id" uuid not null, "name" varchar(200) not null, "plan" varchar(32) not null default 'free', "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "app_user" ("id" uuid not null, "account_id" uuid not null, "username" varchar(32) not null, "username_key" varchar(32) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" text not null default 'user', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "app_user_account_id_index" on "app_user" ("account_id");`);
    this.addSql(`alter table "app_user" add constraint "app_user_username_key_unique" unique ("username_key");`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`alter table "app_user" add constraint "app_user_role_check" check ("role" in ('user', 'admin'));`);
    this.addSql(`alter table "app_user" add constraint "app_user_account_id_foreign" foreign key ("account_id") references "account" ("id");`);

    this.addSql(`create table "session" ("id" varchar(64) not null, "data" jsonb not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(`create table "install_log" ("id" uuid not null, "document_type" varchar(16) not null, "device_type" text not null, "source" varchar(32) not null, "user_id" uuid null, "account_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "install_log" add constraint "install_log_device_type_check" check ("device_type" in ('mobile', 'tablet', 'desktop', 'other'));`);
    this.addSql(`alter table "install_log" add constraint "install_log_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "install_log" add constraint "install_log_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete set null;`);

    // The table rate-limiter-flexible's RateLimiterPostgres expects; created here so the limiter never runs DDL.
    this.addSql(`create table "rate_limit" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, primary key ("key"));`);
  }
}
