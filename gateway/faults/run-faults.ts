import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/orm.ts';
import { databaseOutages } from './database-outage.ts';
import { killDuringWrites } from './kill-during-writes.ts';
import { simultaneousStarts } from './simultaneous-start.ts';
import { createPrivateCluster } from './support/private-cluster.ts';
import { Verdict } from './support/verdict.ts';

/**
 * The fault suite (`npm run test:faults`): run on purpose, not by `npm test`, as it takes minutes and
 * needs PostgreSQL's programs (/usr/lib/postgresql/15/bin, or PG_BIN) to make a cluster of its own.
 * Prints its figures and exits 1 if any claim failed.
 */
const verdict = new Verdict();
const folders: string[] = [];
const tempFolder = (name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `ledgerline-faults-${name}-`));
  folders.push(folder);
  return folder;
};

const cluster = await createPrivateCluster();
console.log(`private PostgreSQL cluster on port ${cluster.port}`);
try {
  console.log('\nkill -9 during writes');
  const pgliteDir = tempFolder('pglite');
  const pgliteKills = await killDuringWrites('PGlite', { DATA_DIR: pgliteDir }, () => openDatabase({ kind: 'embedded', dataDir: pgliteDir }), verdict);
  cluster.createDatabase('kills');
  const timeouts = loadConfig({}).databaseTimeouts;
  const postgresKills = await killDuringWrites(
    'PostgreSQL',
    { DATABASE_URL: cluster.url('kills'), DATA_DIR: tempFolder('pg-kills') },
    () => openDatabase({ kind: 'postgres', url: cluster.url('kills'), timeouts }),
    verdict,
  );

  console.log('\nPostgreSQL outages under load');
  const outages = await databaseOutages(cluster, tempFolder('outage'), verdict);

  console.log('\ngateways starting together');
  const starts = await simultaneousStarts(cluster, verdict);

  console.log('\nfigures');
  console.table([pgliteKills, postgresKills]);
  console.table(outages.map(({ other, ...figures }) => ({ ...figures, other: other.length })));
  console.table([starts]);
} finally {
  cluster.destroy();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

console.log(verdict.failures.length === 0 ? '\nfault suite passed' : `\nfault suite FAILED:\n- ${verdict.failures.join('\n- ')}`);
process.exit(verdict.failures.length === 0 ? 0 : 1);
