import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { loadConfig, type DatabaseTimeouts } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/orm.ts';
import { connectPostgres } from '../../src/db/postgres.ts';
import { openMigratedPglite } from './pglite-template.ts';
import { cloneMigratedTemplate } from './postgres-template.ts';

/**
 * The PostgreSQL server of this run, or undefined for PGlite. Every integration test file runs on
 * PGlite; jest runs them all a second time on PostgreSQL (project "server-postgres", whose setup
 * file sets GATEWAY_TEST_ON_POSTGRES) when TEST_DATABASE_URL is set.
 */
export function testPostgresServer(): string | undefined {
  return process.env.GATEWAY_TEST_ON_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;
}

/**
 * A database of its own for one test file: in-memory PGlite, or a throwaway PostgreSQL database on
 * the test server. Both start from a migrated copy (pglite-template.ts, postgres-template.ts) unless
 * `fresh` asks for one that runs every migration itself (PostgreSQL's is then made by MikroORM's
 * ensureDatabase on connect).
 */
export async function openTestDatabase(
  timeouts: DatabaseTimeouts = loadConfig({}).databaseTimeouts,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<Database> {
  const serverUrl = testPostgresServer();
  if (!serverUrl) return fresh ? openDatabase({ kind: 'embedded', dataDir: 'memory' }) : openMigratedPglite();
  const url = throwawayDatabaseUrl(serverUrl);
  if (!fresh) await cloneMigratedTemplate(serverUrl, new URL(url).pathname.slice(1), timeouts);
  return openDatabase({ kind: 'postgres', url, timeouts });
}

/** Same server and credentials as the test server's URL, a fresh database name. */
export function throwawayDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/gateway_test_${randomBytes(6).toString('hex')}`;
  return url.toString();
}

/** How long a close waits for the pool to get back every connection it lent before the drop ends them. */
const POOL_RETURN_WAIT_MS = 10_000;

type PoolCounts = { totalCount: number; idleCount: number };

/** Whether `work` settled within `ms`; the timer does not keep the process alive. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([work.then(() => true), delay(ms, false, { ref: false })]);
}

/**
 * Closes the database; a PostgreSQL one is dropped so no test leaves state behind. The drop runs on
 * a connection of its own to the server, without the test's statement timeout (a test may set it to
 * a few hundred ms, and the drop waits for the database's connections to end), and with FORCE, so
 * connections a killed run left behind do not keep the database. pg's pool closes only once every
 * connection it lent is back, and a request still running past its deadline may hold one: after
 * 10 s the close says how many are out and the drop ends them, rather than hang the suite.
 */
export async function disposeTestDatabase(db: Database): Promise<void> {
  const serverUrl = testPostgresServer();
  if (db.kind !== 'postgres' || !serverUrl) return db.close();
  const name = db.orm.config.get('dbName');
  const pool = (await db.orm.em.getConnection().getNativeClient()) as unknown as PoolCounts;
  const closing = db.close();
  const closedInTime = await settlesWithin(closing, POOL_RETURN_WAIT_MS);
  if (!closedInTime) {
    console.warn(`The pool of ${name} still lent ${pool.totalCount - pool.idleCount} connection(s) after ${POOL_RETURN_WAIT_MS} ms; the drop ends them.`);
  }
  const server = await connectPostgres(serverUrl, loadConfig({}).databaseTimeouts);
  try {
    await server.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
  } finally {
    await server.close(true);
  }
  if (!closedInTime) await settlesWithin(closing, POOL_RETURN_WAIT_MS);
}
