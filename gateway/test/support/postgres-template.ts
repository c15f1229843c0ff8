import { randomBytes } from 'node:crypto';
import type { DatabaseTimeouts } from '../../src/config.ts';
import { openDatabase } from '../../src/db/orm.ts';
import { connectPostgres } from '../../src/db/postgres.ts';
import { migrationsDigest } from './migrations-digest.ts';

/*
 * Why: every integration file gets a PostgreSQL database of its own, and replaying every migration
 * into each took seconds of each file, twice the suite's files over a run. The first file of a run
 * migrates one database, named by the migrations' content, and every file is then cloned from it with
 * CREATE DATABASE … TEMPLATE, which copies its files. A later run with the same migrations reuses it,
 * as the PGlite dump is reused (pglite-template.ts).
 */

const TEMPLATE_PREFIX = 'gateway_template_';
/** Held while a template is looked for, built and cloned: parallel jest workers take turns. */
const TEMPLATE_LOCK = 'ledgerline:test-template';

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Migrates a database under a passing name, then gives it the template's name in one step, so no file clones a half-built one. */
async function buildTemplate(serverUrl: string, template: string, timeouts: DatabaseTimeouts, execute: (sql: string) => Promise<unknown>): Promise<void> {
  const building = `${template}_building_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, building), timeouts });
  await db.close();
  await execute(`alter database "${building}" rename to "${template}"`);
}

/** Creates database `name` on the test server as a copy of the migrated template, building the template first if needed. */
export async function cloneMigratedTemplate(serverUrl: string, name: string, timeouts: DatabaseTimeouts): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${await migrationsDigest()}`;
  const server = await connectPostgres(serverUrl, timeouts);
  try {
    const connection = server.em.getConnection();
    // The lock lives in a transaction on one pooled connection; CREATE DATABASE, which may not run in
    // a transaction, goes over another.
    const execute = (sql: string, params: unknown[] = []) => connection.execute(sql, params);
    await connection.transactional(async (lockTx) => {
      await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [TEMPLATE_LOCK], 'all', lockTx);
      const found = (await execute('select 1 from "pg_database" where "datname" = ?', [template])) as unknown[];
      if (found.length === 0) await buildTemplate(serverUrl, template, timeouts, execute);
      await execute(`create database "${name}" template "${template}"`);
    });
  } finally {
    await server.close(true);
  }
}
