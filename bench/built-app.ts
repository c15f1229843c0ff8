import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_FOLDERS } from '../packages/contracts/src/remotes.ts';
import { freePort, GATEWAY_MAIN, REPO_ROOT, waitUntilReady } from './support.ts';

/** The demo account a first embedded start creates. */
export const DEMO = { username: 'demo', password: 'demo-pass-2026' } as const;

/** Runs `npm run build` when the shell or a remote has no build yet. */
export function buildIfMissing(): void {
  const dists = [
    path.join(REPO_ROOT, 'shell', 'dist', 'index.html'),
    ...Object.values(REMOTE_FOLDERS).map((folder) => path.join(REPO_ROOT, 'remotes', folder, 'dist', 'mf-manifest.json')),
  ];
  if (dists.every((file) => existsSync(file))) return;
  console.log('A build is missing; running npm run build first.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * Serves the built app from a gateway child process on a free port and a throwaway embedded
 * database (which holds the demo account), and hands `use` its address and the folder it serves
 * remote releases from (where static-copy.ts puts the ceilings); everything is removed after.
 */
export async function withBuiltApp(name: string, use: (base: string, releasesDir: string) => Promise<void>): Promise<void> {
  buildIfMissing();
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-bench-`));
  const releasesDir = path.join(dataDir, 'releases');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = spawn(process.execPath, [GATEWAY_MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, REMOTE_RELEASES_DIR: releasesDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilReady(base, gateway);
    await use(base, releasesDir);
  } finally {
    if (gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}
