import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../src/paths.ts';

const MIGRATIONS_DIR = path.join(REPO_ROOT, 'gateway/src/db/migrations');

/** 16 hex digits that change whenever a migration is added or edited: the name of a migrated template. */
export async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}
