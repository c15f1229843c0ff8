import { Migration } from '@mikro-orm/migrations';

/** Money collected online beyond an invoice's balance, and its way back to the client through the provider. */
export class Migration20261128010000_invoice_refunds extends Migration {
  override up(): void {
    this.addSql(
      `create table "invoice_refund" ("id" uuid not null, "account_id" uuid not null, "invoice_id" uuid not null, "provider_payment_id" varchar(255) not null, "amount" bigint not null, "currency" varchar(3) not null, "reason" text not null, "status" text not null default 'pending', "provider_refund_id" varchar(255) null, "attempted_at" timestamptz null, "failure" varchar(500) null, "created_at" timestamptz not null, "settled_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "invoice_refund_account_id_index" on "invoice_refund" ("account_id");`);
    this.addSql(`create index "invoice_refund_invoice_id_index" on "invoice_refund" ("invoice_id");`);
    this.addSql(`create index "invoice_refund_provider_payment_id_index" on "invoice_refund" ("provider_payment_id");`);
    this.addSql(`create index "invoice_refund_unsettled_index" on "invoice_refund" ("created_at") where "status" in ('pending', 'refunding');`);
    this.addSql(`alter table "invoice_refund" add constraint "invoice_refund_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "invoice_refund" add constraint "invoice_refund_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id");`);
    this.addSql(`alter table "invoice_refund" add constraint "invoice_refund_reason_check" check ("reason" in ('overpaid', 'not_payable'));`);
    this.addSql(`alter table "invoice_refund" add constraint "invoice_refund_status_check" check ("status" in ('pending', 'refunding', 'succeeded', 'failed'));`);
  }
}
