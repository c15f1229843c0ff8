import type { MigrationInfo } from '@mikro-orm/core';
import { MikroORM as PostgresMikroORM } from '@mikro-orm/postgresql';
import type { DatabaseTimeouts } from '../config.ts';
import { migrateUnderLock } from './migration-lock.ts';
import type { Orm } from './orm.ts';
import { sharedOptions } from './orm-options.ts';

/**
 * pg's pool settings while the gateway starts: a database that is down fails the start within
 * connectMs, but creating the database and migrating it may take as long as they need.
 */
function startingPoolOptions(timeouts: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    // A connection to a database host that vanished is noticed and dropped rather than kept forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * pg's pool settings while serving requests. A database that is down or frozen must cost a request
 * seconds, not minutes: connecting and waiting for a pooled connection give up after connectMs, and
 * the server cancels any statement after statementMs (sent at connect, so every pooled connection
 * has it). There is deliberately no client-side query_timeout: pg would hand the connection, its
 * statement still running, back to the pool, and the next request's queries would land in the
 * abandoned transaction. A frozen server is covered by the request deadline (request-deadline.ts).
 */
function servingPoolOptions(timeouts: DatabaseTimeouts) {
  return { ...startingPoolOptions(timeouts), statement_timeout: timeouts.statementMs };
}

/** Two gateways creating a missing database at once: the one that lost the race finds it made. */
function lostDatabaseCreationRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return code === '42P04' || (code === '23505' && constraint === 'pg_database_datname_index');
}

/**
 * Connects at once rather than at the first query, so a missing database is created (by MikroORM's
 * ensureDatabase) here, where losing that race to another gateway can be answered by connecting again.
 */
export async function connectPostgres(url: string, timeouts: DatabaseTimeouts): Promise<Orm> {
  const connectOnce = async () => {
    const orm = await PostgresMikroORM.init({ ...sharedOptions, clientUrl: url, driverOptions: startingPoolOptions(timeouts) });
    try {
      await orm.connect();
      return orm as unknown as Orm;
    } catch (error) {
      await orm.close(true);
      throw error;
    }
  };
  try {
    return await connectOnce();
  } catch (error) {
    if (!lostDatabaseCreationRace(error)) throw error;
    return connectOnce();
  }
}

/** Migrates under the migration lock, then reconnects with the settings requests are served with. */
export async function migratePostgres(orm: Orm, timeouts: DatabaseTimeouts): Promise<MigrationInfo[]> {
  const executed = await migrateUnderLock(orm);
  await orm.reconnect({ driverOptions: servingPoolOptions(timeouts) });
  return executed;
}
