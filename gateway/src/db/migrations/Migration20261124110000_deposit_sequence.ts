import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 9, several deposits per estimate: an invoice made from a source carries its place among the
 * invoices of that source and role (the first deposit 0, the next 1, …; 0 for every other role), so
 * the unique constraint still lets one conversion happen only once while an estimate has more deposits.
 */
export class Migration20261124110000_deposit_sequence extends Migration {
  override up(): void {
    this.addSql(`alter table "invoice" add column "source_sequence" int not null default 0;`);
    this.addSql(`alter table "invoice" drop constraint "invoice_source_unique";`);
    this.addSql(`alter table "invoice" add constraint "invoice_source_unique" unique ("source_kind", "source_id", "source_role", "source_sequence");`);
  }
}
