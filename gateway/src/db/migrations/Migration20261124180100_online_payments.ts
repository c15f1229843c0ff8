import { Migration } from '@mikro-orm/migrations';

/** Issue 11: an account may let its clients pay invoices online (Pay now), in part if it allows. */
export class Migration20261124180100_online_payments extends Migration {
  override up(): void {
    this.addSql(`alter table "account_settings" add "accept_online_payments" boolean not null default false, add "allow_partial_payments" boolean not null default false, add "minimum_partial_payment" bigint not null default '0';`);
  }
}
