/**
 * Starts the gateway for the end-to-end run on a database of its own: a fresh temporary DATA_DIR,
 * so every run begins empty but for one admin (E2E_ADMIN), removed again when the gateway stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './shell-admin.ts';

const gatewaySrc = path.join(import.meta.dirname, '..', '..', 'gateway', 'src');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ledgerline-e2e-'));

const createAdmin = spawnSync(
  process.execPath,
  [path.join(gatewaySrc, 'cli', 'create-admin.ts'), '--username', E2E_ADMIN.username, '--email', E2E_ADMIN.email],
  { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN.password } },
);
if (createAdmin.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error('The e2e admin could not be created.');
}

const gateway = spawn(process.execPath, [path.join(gatewaySrc, 'main.ts')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

// Playwright signals the whole process group, the gateway included: wait for it to close its
// database, then clean up.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => {});

gateway.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
