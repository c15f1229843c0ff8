import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import array from 'postgres-array';
import type { Database, Orm } from '../../src/db/orm.ts';
import { sharedOptions } from '../../src/db/orm-options.ts';
import { PGLITE_EXTENSIONS, pgliteDriverOptions } from '../../src/db/pglite-extensions.ts';
import { REPO_ROOT } from '../../src/paths.ts';
import { migrationsDigest } from './migrations-digest.ts';

/*
 * A fresh PGlite spends most of its start in initdb (seconds, far more on a busy machine), and
 * every integration file wants its own database. So the first file of a run migrates one and
 * dumps it to a cache file named by the migrations' content; every later file starts PGlite from
 * that dump, several times faster, and still runs the migrator (nothing is left to do).
 */

const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/ledgerline');

async function templateFile(): Promise<string> {
  return path.join(CACHE_DIR, `pglite-migrated-${await migrationsDigest()}.tar`);
}

/** The parsers MikroORM gives the PGlite it creates itself; a PGlite passed in must bring them. */
const parsers = createPostgreSqlTypeParsers((text: string) => array.parse(text));

async function migratedDump(file: string): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const orm = await PgliteMikroORM.init({ ...sharedOptions, dbName: 'memory://', driverOptions: pgliteDriverOptions() });
    try {
      await orm.migrator.up();
      const pglite = (await orm.em.getDriver().getConnection().getNativeClient()) as PGlite;
      const dump = await pglite.dumpDataDir('none');
      await mkdir(CACHE_DIR, { recursive: true });
      // Files of a parallel run may build it at the same time: each renames a whole file into place.
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await orm.close();
    }
  }
}

/** An in-memory PGlite that starts out migrated, for one test file. */
export async function openMigratedPglite(): Promise<Database> {
  const pglite = await PGlite.create({ loadDataDir: await migratedDump(await templateFile()), parsers, extensions: PGLITE_EXTENSIONS });
  const orm = (await PgliteMikroORM.init({ ...sharedOptions, dbName: 'memory://', driverOptions: { pglite } })) as unknown as Orm;
  const close = async () => {
    try {
      await orm.close();
    } finally {
      await pglite.close();
    }
  };
  try {
    await orm.migrator.up();
  } catch (error) {
    await close();
    throw error;
  }
  return { orm, kind: 'embedded', freshlyCreated: false, close };
}
