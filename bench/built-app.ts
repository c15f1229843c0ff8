import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_FOLDERS } from '../packages/contracts/src/remotes.ts';
import { freePort, gatewayNodeFlags, REPO_ROOT, waitUntilReady } from './support.ts';

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

/** One built app a browser bench measures: this checkout's, or the baseline's (BENCH_BASELINE_ROOT). */
export interface BuiltApp {
  label: string;
  base: string;
  releasesDir: string;
}

/**
 * A second checkout with its own build (say, main as it was before a change), measured in the same
 * run as this one so both see the same machine: `BENCH_BASELINE_ROOT=/path/to/checkout`.
 */
const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT;

/** Serves the build under `root` from a gateway child process; `use` gets its address. */
async function serveBuild(name: string, root: string, env: Record<string, string>, use: (base: string, releasesDir: string) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-bench-`));
  const releasesDir = path.join(dataDir, 'releases');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = spawn(process.execPath, [...gatewayNodeFlags(root), path.join(root, 'gateway', 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, REMOTE_RELEASES_DIR: releasesDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
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

/**
 * Serves the built app from a gateway child process on a free port and a throwaway embedded
 * database (which holds the demo account), and hands `use` its address and the folder it serves
 * remote releases from (where static-copy.ts puts the ceilings); everything is removed after.
 */
export async function withBuiltApp(name: string, use: (base: string, releasesDir: string) => Promise<void>): Promise<void> {
  buildIfMissing();
  await serveBuild(name, REPO_ROOT, {}, use);
}

/**
 * This checkout's app and, when BENCH_BASELINE_ROOT names another built checkout, the baseline's,
 * both served at once (`env` goes to both gateways), so a bench measures them side by side.
 */
export async function withBuiltApps(name: string, env: Record<string, string>, use: (apps: BuiltApp[]) => Promise<void>): Promise<void> {
  buildIfMissing();
  await serveBuild(name, REPO_ROOT, env, async (base, releasesDir) => {
    const current: BuiltApp = { label: BASELINE_ROOT ? 'this build' : 'app', base, releasesDir };
    if (!BASELINE_ROOT) return use([current]);
    await serveBuild(`${name}-baseline`, BASELINE_ROOT, env, (baselineBase, baselineReleases) =>
      use([current, { label: 'baseline', base: baselineBase, releasesDir: baselineReleases }]),
    );
  });
}
