import { Migration } from '@mikro-orm/migrations';

/**
 * Every payment gets a receipt, numbered by the payment's place among those ever recorded on its
 * invoice. Payments made before are numbered in the order they were recorded, and each invoice's
 * count starts after its last; emails that carry a receipt name the payment it is for.
 */
export class Migration20261202000000_payment_receipts extends Migration {
  override up(): void {
    this.addSql(`alter table "invoice" add "payments_recorded" int not null default 0;`);
    this.addSql(`alter table "payment" add "sequence" int null;`);
    this.addSql(
      `update "payment" set "sequence" = numbered."place" from (select "id", row_number() over (partition by "invoice_id" order by "created_at", "id") as "place" from "payment") as numbered where numbered."id" = "payment"."id";`,
    );
    this.addSql(`alter table "payment" alter column "sequence" set not null;`);
    this.addSql(`update "invoice" set "payments_recorded" = counted."total" from (select "invoice_id", count(*) as "total" from "payment" group by "invoice_id") as counted where counted."invoice_id" = "invoice"."id";`);
    this.addSql(`alter table "mail_message" add "receipt_payment_id" uuid null;`);
  }
}
