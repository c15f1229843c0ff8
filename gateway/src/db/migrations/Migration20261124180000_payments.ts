import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 11: payments behind one interface. Idempotency records of our payment routes, the
 * provider's webhook events (stored once, processed in order), each account's provider customer,
 * and the test-mode provider's own state.
 */
export class Migration20261124180000_payments extends Migration {
  override up(): void {
    this.addSql(`create table "payment_customer" ("id" uuid not null, "account_id" uuid not null, "mode" text not null, "customer_id" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payment_customer" add constraint "payment_customer_account_mode_unique" unique ("account_id", "mode");`);
    this.addSql(`create table "payment_idempotency_record" ("id" uuid not null, "account_id" uuid not null, "key" varchar(600) not null, "request_hash" varchar(64) not null, "state" text not null, "response_status" int null, "response_body" jsonb null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payment_idempotency_record" add constraint "payment_idempotency_record_account_key_unique" unique ("account_id", "key");`);
    this.addSql(`create table "payment_webhook_event" ("seq" serial primary key, "mode" text not null, "provider_event_id" varchar(255) not null, "type" varchar(60) not null, "event" jsonb not null, "received_at" timestamptz not null, "processed_at" timestamptz null, "error" varchar(500) null);`);
    this.addSql(`alter table "payment_webhook_event" add constraint "payment_webhook_event_provider_event_id_unique" unique ("provider_event_id");`);
    this.addSql(`create table "test_provider_object" ("id" varchar(64) not null, "type" text not null, "customer_id" varchar(64) null, "data" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "test_provider_object_customer_id_index" on "test_provider_object" ("customer_id");`);
    this.addSql(`create table "test_provider_request" ("key" varchar(400) not null, "result" jsonb null, "created_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`alter table "payment_customer" add constraint "payment_customer_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "payment_customer" add constraint "payment_customer_mode_check" check ("mode" in ('test', 'stripe'));`);
    this.addSql(`alter table "payment_idempotency_record" add constraint "payment_idempotency_record_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "payment_idempotency_record" add constraint "payment_idempotency_record_state_check" check ("state" in ('in_flight', 'done'));`);
    this.addSql(`alter table "payment_webhook_event" add constraint "payment_webhook_event_mode_check" check ("mode" in ('test', 'stripe'));`);
    this.addSql(`alter table "test_provider_object" add constraint "test_provider_object_type_check" check ("type" in ('customer', 'setup', 'payment_method', 'payment', 'refund'));`);
  }
}
