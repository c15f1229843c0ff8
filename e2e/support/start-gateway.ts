/**
 * Starts the gateway for the end-to-end run on a database of its own, so every run begins empty but
 * for one admin (E2E_ADMIN): a throwaway database on the PostgreSQL server of TEST_DATABASE_URL when
 * one is given (the suite's two workers then meet a server that runs their requests side by side), or
 * else the embedded database in a fresh temporary DATA_DIR. Either is removed when the gateway stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './shell-admin.ts';

const gatewaySrc = path.join(import.meta.dirname, '..', '..', 'gateway', 'src');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ledgerline-e2e-'));
const postgresServer = process.env.TEST_DATABASE_URL;
const databaseName = `ledgerline_e2e_${randomBytes(6).toString('hex')}`;
const databaseUrl = postgresServer ? Object.assign(new URL(postgresServer), { pathname: `/${databaseName}` }).toString() : '';
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };

/** Drops the throwaway PostgreSQL database, on a connection to the server's own database. */
async function dropDatabase(): Promise<void> {
  if (!postgresServer) return;
  const [{ connectPostgres }, { loadConfig }] = await Promise.all([import('../../gateway/src/db/postgres.ts'), import('../../gateway/src/config.ts')]);
  const server = await connectPostgres(postgresServer, loadConfig({}).databaseTimeouts);
  try {
    await server.em.getConnection().execute(`drop database if exists "${databaseName}" with (force)`);
  } finally {
    await server.close(true);
  }
}

async function cleanUp(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}

const createAdmin = spawnSync(
  process.execPath,
  [path.join(gatewaySrc, 'cli', 'create-admin.ts'), '--username', E2E_ADMIN.username, '--email', E2E_ADMIN.email],
  { stdio: 'inherit', env: { ...env, ADMIN_PASSWORD: E2E_ADMIN.password } },
);
if (createAdmin.status !== 0) {
  await cleanUp();
  throw new Error('The e2e admin could not be created.');
}

const gateway = spawn(process.execPath, [path.join(gatewaySrc, 'main.ts')], { stdio: 'inherit', env });

// Playwright signals the whole process group, the gateway included: wait for it to close its
// database, then clean up.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => {});

gateway.on('exit', (code) => {
  void cleanUp().finally(() => process.exit(code ?? 1));
});
