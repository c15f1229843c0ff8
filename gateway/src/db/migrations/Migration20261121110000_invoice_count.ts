import { Migration } from '@mikro-orm/migrations';

/**
 * The kept count of each account's invoices (document_counter.live_count), so the invoice list's
 * total needs no count over a large account's rows. A migration of its own because databases may
 * already have run the invoicing one.
 */
export class Migration20261121110000_invoice_count extends Migration {
  override up(): void {
    this.addSql(`alter table "document_counter" add column "live_count" int not null default 0;`);
    this.addSql(`insert into "document_counter" ("id", "account_id", "kind", "next_value", "live_count") select gen_random_uuid(), "account_id", 'invoice', 1, count(*) from "invoice" group by "account_id" on conflict ("account_id", "kind") do update set "live_count" = excluded."live_count";`);
  }
}
