import type { Database } from './orm.ts';

/** What both native clients offer: pg's Pool (named statements) and the PGlite instance (positional). */
type NativeClient = {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
};

/**
 * A read on the hot path, run on the ORM's own native client rather than through the ORM. The ORM
 * inlines parameters, so PostgreSQL would parse and plan a new SQL text on every request; here it
 * is a named prepared statement, planned once per pooled connection. PGlite runs in-process, where
 * this only skips the ORM's query building; it still waits for any open transaction, as the ORM does.
 * `text` uses $1…$n placeholders.
 */
export async function prepareStatement<Row>(
  db: Database,
  name: string,
  text: string,
): Promise<(...values: unknown[]) => Promise<Row[]>> {
  const client = (await db.orm.em.getConnection().getNativeClient()) as NativeClient;
  if (db.kind === 'postgres') {
    return async (...values) => (await client.query({ name, text, values })).rows as Row[];
  }
  return async (...values) => (await client.query(text, values)).rows as Row[];
}

/**
 * A read on the hot path whose best plan depends on its values, run like prepareStatement's but
 * planned on every call. A LIKE pattern is one: a plan made without it (a prepared statement's
 * generic plan, chosen after five calls) guesses every pattern is selective and scans the table
 * instead of the trigram index, hundreds of times slower on a large account.
 */
export async function plannedPerCall<Row>(db: Database, text: string): Promise<(...values: unknown[]) => Promise<Row[]>> {
  const client = (await db.orm.em.getConnection().getNativeClient()) as NativeClient;
  return async (...values) => (await client.query(text, values)).rows as Row[];
}
