import { Migration } from '@mikro-orm/migrations';

/**
 * A pay application records the retainage its invoice held back, so the retainage a job, a client or
 * the account holds is a sum, not a replay of every application. Those invoiced before read it from
 * their invoice's retainage line.
 */
export class Migration20261204000000_pay_application_retainage extends Migration {
  override up(): void {
    this.addSql(`alter table "pay_application" add "retainage" bigint not null default '0';`);
    this.addSql(`update "pay_application" pa set "retainage" = coalesce((select -sum(l."unit_price") from "invoice_line" l
      where l."invoice_id" = pa."invoice_id" and l."description" like 'Less retainage held%'), 0) where pa."invoice_id" is not null;`);
  }
}
