import { Migration } from '@mikro-orm/migrations';

/** The document tables and the line tables whose text search reads. */
const NUMBERS = [
  ['invoice', 'number'],
  ['estimate', 'base_number'],
  ['change_order', 'number'],
] as const;
const LINES = ['invoice_line', 'estimate_line', 'change_order_line'] as const;
/** Where each kind keeps its total: an estimate's is its revision's. */
const TOTALS = ['invoice', 'estimate_revision', 'change_order'] as const;

/**
 * Issue 13, section 2: search finds a document by any part of its number, by a line's text and by
 * its total. A btree on the reversed number finds the numbers ending in the text. Trigram GIN indexes (pg_trgm, which the embedded PGlite loads too: db/pglite-extensions.ts)
 * let LIKE '%0013%' read an index instead of every row; a btree on (account, total) finds an amount.
 * The client's search key now also holds its contacts' names and emails (clientSearchKey).
 */
export class Migration20261124220000_search_indexes extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const [table, column] of NUMBERS) {
      this.addSql(`create index "${table}_number_trigram_index" on "${table}" using gin (lower("${column}") gin_trgm_ops);`);
      this.addSql(`create index "${table}_account_number_end_index" on "${table}" ("account_id", reverse(lower("${column}")) text_pattern_ops);`);
    }
    for (const table of TOTALS) {
      this.addSql(`create index "${table}_account_total_index" on "${table}" ("account_id", "total");`);
    }
    for (const table of LINES) {
      this.addSql(`create index "${table}_description_trigram_index" on "${table}" using gin (lower("description") gin_trgm_ops);`);
    }
    this.addSql(`create index "client_search_key_trigram_index" on "client" using gin ("search_key" gin_trgm_ops);`);
    this.addSql(
      `update "client" set "search_key" = lower(concat_ws(' ', "name", "company", "email",
        (select string_agg(concat_ws(' ', contact ->> 'name', contact ->> 'email'), ' ') from jsonb_array_elements("contacts") contact)));`,
    );
  }
}
