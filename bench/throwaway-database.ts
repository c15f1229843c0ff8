import { randomBytes } from 'node:crypto';
import { loadConfig } from '../gateway/src/config.ts';
import { openDatabase } from '../gateway/src/db/orm.ts';

/** The PostgreSQL server the benches use: BENCH_DATABASE_URL, or the local `test` database's server. */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const timeouts = () => loadConfig({}).databaseTimeouts;

/** BENCH_DATABASE_TAG, when set, goes into the throwaway database's name, so one of several people sharing a server can tell theirs. */
const tag = process.env.BENCH_DATABASE_TAG ? `${process.env.BENCH_DATABASE_TAG.replace(/\W/g, '_')}_` : '';

/**
 * Runs `use` with the URL of a new, migrated database of its own on the bench server, and drops it
 * afterwards. Creating and migrating it here keeps the gateway's start-up out of the figures.
 */
export async function withThrowawayDatabase(use: (url: string) => Promise<void>): Promise<void> {
  const address = new URL(BENCH_SERVER_URL);
  address.pathname = `/gateway_bench_${tag}${randomBytes(4).toString('hex')}`;
  const url = address.toString();
  const setup = await openDatabase({ kind: 'postgres', url, timeouts: timeouts() });
  await setup.close();
  try {
    await use(url);
  } finally {
    const cleanup = await openDatabase({ kind: 'postgres', url, timeouts: timeouts() });
    await cleanup.orm.schema.dropDatabase();
    await cleanup.close();
  }
}
