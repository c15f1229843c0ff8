import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresMikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/sql';
import type { DatabaseTimeouts } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { entities } from './entities.ts';
import { migrateUnderLock } from './migration-lock.ts';
import { migrationsList } from './migrations/index.ts';

export type Orm = MikroORM<AbstractSqlDriver, SqlEntityManager>;

/** Where the data lives: PostgreSQL by URL, or the embedded PGlite in a folder (or in memory for tests). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; timeouts: DatabaseTimeouts }
  | { kind: 'embedded'; dataDir: string | 'memory' };

export type Database = {
  orm: Orm;
  kind: DatabaseTarget['kind'];
  /** True when this start ran the first migration, i.e. the database was empty. */
  freshlyCreated: boolean;
  /** Closes the connection (and frees the embedded data folder). */
  close(): Promise<void>;
};

const sharedOptions = {
  entities,
  extensions: [Migrator],
  // Migrations only: no snapshot files written next to the source, no schema sync.
  migrations: { migrationsList, snapshot: false, silent: true },
  // Owned by rate-limiter-flexible; created by the initial migration, not mapped to an entity.
  schemaGenerator: { skipTables: ['rate_limit'] },
};

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string; databaseTimeouts: DatabaseTimeouts }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.databaseTimeouts }
    : { kind: 'embedded', dataDir: config.dataDir };
}

/**
 * pg's pool settings. A database that is down or frozen must cost a request seconds, not minutes:
 * connecting and waiting for a pooled connection give up after connectMs, and the server cancels
 * any statement after statementMs (sent at connect, so every pooled connection has it). There is
 * deliberately no client-side query_timeout: pg would hand the connection, its statement still
 * running, back to the pool, and the next request's queries would land in the abandoned
 * transaction. A frozen server is covered by the request deadline instead (request-deadline.ts).
 */
function poolOptions(timeouts: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // A connection to a database host that vanished is noticed and dropped rather than kept forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
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
async function connectPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<Orm> {
  const connectOnce = async () => {
    const orm = await PostgresMikroORM.init({ ...sharedOptions, clientUrl: target.url, driverOptions: poolOptions(target.timeouts) });
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

/** Connects, and returns what must run after closing (releasing the embedded folder's lock). */
async function connect(target: DatabaseTarget): Promise<{ orm: Orm; release: () => void }> {
  if (target.kind === 'postgres') return { orm: await connectPostgres(target), release: () => {} };
  if (target.dataDir === 'memory') {
    const orm = await PgliteMikroORM.init({ ...sharedOptions, dbName: 'memory://' });
    return { orm: orm as unknown as Orm, release: () => {} };
  }
  // PGlite creates only the last folder of the path; DATA_DIR itself may not exist on a first run.
  await mkdir(target.dataDir, { recursive: true });
  const release = lockDataDir(target.dataDir);
  try {
    const orm = await PgliteMikroORM.init({ ...sharedOptions, dbName: embeddedClusterDir(target.dataDir) });
    return { orm: orm as unknown as Orm, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Connects and brings the schema up to date before anything else touches the database. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const { orm, release } = await connect(target);
  const close = async () => {
    try {
      await orm.close();
    } finally {
      release();
    }
  };
  try {
    // PGlite is one process's own (the data folder is locked); PostgreSQL may be shared by many gateways.
    const executed = target.kind === 'postgres' ? await migrateUnderLock(orm) : await orm.migrator.up();
    const first = migrationsList[0]?.name;
    return { orm, kind: target.kind, freshlyCreated: executed.some((m) => m.name === first), close };
  } catch (error) {
    await close();
    throw error;
  }
}
