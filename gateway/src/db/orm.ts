import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MigrationInfo, MikroORM } from '@mikro-orm/core';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/sql';
import type { DatabaseTimeouts } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationsList } from './migrations/index.ts';
import { sharedOptions } from './orm-options.ts';
import { connectPostgres, migratePostgres } from './postgres.ts';

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

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string; databaseTimeouts: DatabaseTimeouts }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.databaseTimeouts }
    : { kind: 'embedded', dataDir: config.dataDir };
}

/** The embedded cluster sits in its own sub-folder: DATA_DIR also holds the development session secret. */
export function embeddedClusterDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Connects, and returns what must run after closing (releasing the embedded folder's lock). */
async function connect(target: DatabaseTarget): Promise<{ orm: Orm; release: () => void }> {
  if (target.kind === 'postgres') return { orm: await connectPostgres(target.url, target.timeouts), release: () => {} };
  // Imported here so a gateway on PostgreSQL never loads the embedded database (about 40 MB of memory).
  const [{ MikroORM: PgliteMikroORM }, { pgliteDriverOptions }] = await Promise.all([import('@mikro-orm/pglite'), import('./pglite-extensions.ts')]);
  const driverOptions = pgliteDriverOptions();
  if (target.dataDir === 'memory') {
    const orm = await PgliteMikroORM.init({ ...sharedOptions, dbName: 'memory://', driverOptions });
    return { orm: orm as unknown as Orm, release: () => {} };
  }
  // PGlite creates only the last folder of the path; DATA_DIR itself may not exist on a first run.
  await mkdir(target.dataDir, { recursive: true });
  const release = lockDataDir(target.dataDir);
  try {
    const orm = await PgliteMikroORM.init({ ...sharedOptions, dbName: embeddedClusterDir(target.dataDir), driverOptions });
    return { orm: orm as unknown as Orm, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite is one process's own (its data folder is locked); PostgreSQL may be shared by many gateways. */
function migrate(orm: Orm, target: DatabaseTarget): Promise<MigrationInfo[]> {
  return target.kind === 'postgres' ? migratePostgres(orm, target.timeouts) : orm.migrator.up();
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
    const executed = await migrate(orm, target);
    const first = migrationsList[0]?.name;
    return { orm, kind: target.kind, freshlyCreated: executed.some((m) => m.name === first), close };
  } catch (error) {
    await close();
    throw error;
  }
}
