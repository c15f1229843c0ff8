import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 11, referrals: each account's code, the accounts it referred with their status, the free
 * months granted for them, each account's unused free months, and the payment fingerprints that
 * tell a referrer paying for their own referral.
 */
export class Migration20261124200000_referrals extends Migration {
  override up(): void {
    this.addSql(`create table "referral_code" ("id" uuid not null, "account_id" uuid not null, "code" varchar(32) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "referral_code" add constraint "referral_code_account_id_unique" unique ("account_id");`);
    this.addSql(`alter table "referral_code" add constraint "referral_code_code_unique" unique ("code");`);
    this.addSql(`alter table "referral_code" add constraint "referral_code_account_id_foreign" foreign key ("account_id") references "account" ("id");`);

    this.addSql(`create table "referral" ("id" uuid not null, "account_id" uuid not null, "referred_account_id" uuid not null, "status" text not null, "reason" varchar(200) null, "signed_up_at" timestamptz not null, "paid_at" timestamptz null, "rewarded_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "referral" add constraint "referral_referred_account_id_unique" unique ("referred_account_id");`);
    this.addSql(`create index "referral_account_signed_up_index" on "referral" ("account_id", "signed_up_at");`);
    this.addSql(`alter table "referral" add constraint "referral_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "referral" add constraint "referral_referred_account_id_foreign" foreign key ("referred_account_id") references "account" ("id");`);
    this.addSql(`alter table "referral" add constraint "referral_status_check" check ("status" in ('signed_up', 'paid', 'rewarded', 'ineligible'));`);

    this.addSql(`create table "referral_reward" ("id" uuid not null, "account_id" uuid not null, "referral_id" uuid not null, "role" text not null, "free_months" int not null default 1, "granted_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "referral_reward_account_role_granted_index" on "referral_reward" ("account_id", "role", "granted_at");`);
    this.addSql(`alter table "referral_reward" add constraint "referral_reward_referral_role_unique" unique ("referral_id", "role");`);
    this.addSql(`alter table "referral_reward" add constraint "referral_reward_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "referral_reward" add constraint "referral_reward_referral_id_foreign" foreign key ("referral_id") references "referral" ("id");`);
    this.addSql(`alter table "referral_reward" add constraint "referral_reward_role_check" check ("role" in ('referrer', 'referred'));`);

    this.addSql(`create table "free_month_balance" ("id" uuid not null, "account_id" uuid not null, "months" int not null default 0, primary key ("id"));`);
    this.addSql(`alter table "free_month_balance" add constraint "free_month_balance_account_id_unique" unique ("account_id");`);
    this.addSql(`alter table "free_month_balance" add constraint "free_month_balance_account_id_foreign" foreign key ("account_id") references "account" ("id");`);

    this.addSql(`create table "payment_fingerprint" ("id" uuid not null, "account_id" uuid not null, "fingerprint" varchar(200) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payment_fingerprint" add constraint "payment_fingerprint_account_fingerprint_unique" unique ("account_id", "fingerprint");`);
    this.addSql(`alter table "payment_fingerprint" add constraint "payment_fingerprint_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
  }
}
