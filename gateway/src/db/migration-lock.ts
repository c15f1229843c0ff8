import type { MigrationInfo } from '@mikro-orm/core';
import type { Orm } from './orm.ts';

/**
 * Why: gateways started together on one empty PostgreSQL database would each run the initial
 * migration, and all but one crashed on `CREATE TYPE` (pg_type's unique key). The migrator holds no
 * lock of its own, so the whole run (its bookkeeping table included) happens under an advisory lock:
 * the first gateway migrates, the others wait, then find nothing left to run.
 */
const MIGRATION_LOCK_NAME = 'ledgerline:migrations';

/**
 * Runs the pending migrations while holding the database's migration lock. The lock is taken in a
 * transaction of its own on a connection of its own, and ends with it (a crashed gateway's lock is
 * released by the server with its connection). The migrator works on other pooled connections.
 */
export async function migrateUnderLock(orm: Orm): Promise<MigrationInfo[]> {
  const connection = orm.em.getConnection();
  return connection.transactional(async (lockTx) => {
    await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [MIGRATION_LOCK_NAME], 'all', lockTx);
    return orm.migrator.up();
  });
}
