import { Migration } from '@mikro-orm/migrations';
import type { PlanFeatures, PlanLimits } from '@ledgerline/contracts';

type PlanSeed = {
  key: string;
  name: string;
  description: string;
  position: number;
  priceMonth: number;
  priceYear: number;
  limits: PlanLimits;
  features: PlanFeatures;
};

/** The plans on offer at launch, in US cents; a later migration (or the admin) changes these rows, not code. */
const PLANS: PlanSeed[] = [
  {
    key: 'free',
    name: 'Free',
    description: 'For trying Ledgerline with your first clients.',
    position: 0,
    priceMonth: 0,
    priceYear: 0,
    limits: { documentsPerMonth: 100, clients: 20, templates: 3, users: 1 },
    features: { watermark: true, onlinePayments: false, prioritySupport: false },
  },
  {
    key: 'pro',
    name: 'Pro',
    description: 'For a contractor or small business billing every week.',
    position: 1,
    priceMonth: 1200,
    priceYear: 12000,
    limits: { documentsPerMonth: null, clients: null, templates: 10, users: 3 },
    features: { watermark: false, onlinePayments: true, prioritySupport: false },
  },
  {
    key: 'business',
    name: 'Business',
    description: 'For a growing team with many jobs at once.',
    position: 2,
    priceMonth: 2900,
    priceYear: 29000,
    limits: { documentsPerMonth: null, clients: null, templates: null, users: 10 },
    features: { watermark: false, onlinePayments: true, prioritySupport: true },
  },
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Issue 11, plans and subscriptions: the plans (seeded), one subscription per account (every
 * existing account starts on Free), and the charges of subscription periods, unique by their
 * idempotency key. The account's old plan column was never read and gives way to the subscription.
 */
export class Migration20261124180000_billing extends Migration {
  override up(): void {
    this.addSql(`create table "plan" ("key" varchar(32) not null, "name" varchar(60) not null, "description" text not null, "position" int not null, "currency" varchar(3) not null, "price_month" bigint not null, "price_year" bigint not null, "limits" jsonb not null, "features" jsonb not null, primary key ("key"));`);
    for (const plan of PLANS) {
      this.addSql(
        `insert into "plan" ("key", "name", "description", "position", "currency", "price_month", "price_year", "limits", "features") values (${quote(plan.key)}, ${quote(plan.name)}, ${quote(plan.description)}, ${plan.position}, 'USD', ${plan.priceMonth}, ${plan.priceYear}, ${quote(JSON.stringify(plan.limits))}, ${quote(JSON.stringify(plan.features))});`,
      );
    }

    this.addSql(`create table "subscription" ("id" uuid not null, "account_id" uuid not null, "plan_key" varchar(32) not null, "interval" text null, "state" text not null default 'active', "current_period_start" timestamptz null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "scheduled_plan_key" varchar(32) null, "scheduled_interval" text null, "grace_ends_at" timestamptz null, "payment_method_id" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "subscription" add constraint "subscription_account_id_unique" unique ("account_id");`);
    this.addSql(`create index "subscription_current_period_end_index" on "subscription" ("current_period_end");`);
    this.addSql(`alter table "subscription" add constraint "subscription_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "subscription" add constraint "subscription_plan_key_foreign" foreign key ("plan_key") references "plan" ("key");`);
    this.addSql(`alter table "subscription" add constraint "subscription_scheduled_plan_key_foreign" foreign key ("scheduled_plan_key") references "plan" ("key") on delete set null;`);
    this.addSql(`alter table "subscription" add constraint "subscription_interval_check" check ("interval" in ('month', 'year'));`);
    this.addSql(`alter table "subscription" add constraint "subscription_state_check" check ("state" in ('active', 'past_due'));`);
    this.addSql(`alter table "subscription" add constraint "subscription_scheduled_interval_check" check ("scheduled_interval" in ('month', 'year'));`);
    this.addSql(`insert into "subscription" ("id", "account_id", "plan_key", "created_at", "updated_at") select gen_random_uuid(), "id", 'free', now(), now() from "account";`);

    this.addSql(`create table "subscription_charge" ("id" uuid not null, "account_id" uuid not null, "idempotency_key" varchar(255) not null, "kind" text not null, "request_fingerprint" varchar(64) not null default '', "plan_key" varchar(32) not null, "interval" text not null, "amount" bigint not null, "currency" varchar(3) not null, "outcome" text not null, "provider_reference" varchar(255) not null default '', "period_start" timestamptz not null, "period_end" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "subscription_charge_account_id_index" on "subscription_charge" ("account_id");`);
    this.addSql(`alter table "subscription_charge" add constraint "subscription_charge_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`alter table "subscription_charge" add constraint "subscription_charge_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "subscription_charge" add constraint "subscription_charge_kind_check" check ("kind" in ('checkout', 'renewal'));`);
    this.addSql(`alter table "subscription_charge" add constraint "subscription_charge_interval_check" check ("interval" in ('month', 'year'));`);
    this.addSql(`alter table "subscription_charge" add constraint "subscription_charge_outcome_check" check ("outcome" in ('paid', 'declined'));`);

    this.addSql(`alter table "account" drop column "plan";`);
  }
}
