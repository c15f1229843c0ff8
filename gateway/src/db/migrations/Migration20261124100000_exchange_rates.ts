import { Migration } from '@mikro-orm/migrations';

const DOCUMENT_TABLES = ['invoice', 'estimate_revision', 'change_order'];

/**
 * Issue 10, exchange rates: the published rates (global, one row per source, day and currency),
 * and on every document head the rate it recorded from its currency to the account's, with the
 * rate's source and date.
 */
export class Migration20261124100000_exchange_rates extends Migration {
  override up(): void {
    this.addSql(`create table "exchange_rate" ("id" uuid not null, "source" varchar(20) not null, "date" date not null, "base" varchar(3) not null, "currency" varchar(3) not null, "rate" varchar(32) not null, "fetched_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "exchange_rate_source_currency_date_index" on "exchange_rate" ("source", "currency", "date");`);
    this.addSql(`alter table "exchange_rate" add constraint "exchange_rate_source_date_currency_unique" unique ("source", "date", "currency");`);
    for (const table of DOCUMENT_TABLES) {
      this.addSql(`alter table "${table}" add column "exchange_rate" varchar(32) null, add column "exchange_rate_source" text null, add column "exchange_rate_date" date null;`);
      this.addSql(`alter table "${table}" add constraint "${table}_exchange_rate_source_check" check ("exchange_rate_source" in ('ecb', 'manual'));`);
    }
  }
}
