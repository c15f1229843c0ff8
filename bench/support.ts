import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** What every bench (and the fault suite, gateway/faults) shares: where the gateway starts, and how Debian's Chromium is launched here. */
export const REPO_ROOT = path.join(import.meta.dirname, '..');
export const GATEWAY_MAIN = path.join(REPO_ROOT, 'gateway', 'src', 'main.ts');

/**
 * The Node flags of the gateway's production start (`npm start -w gateway`, gateway/package.json),
 * for the checkout at `root`: a bench measures the gateway as it runs in production, and the
 * start script is the one home of those flags.
 */
export function gatewayNodeFlags(root = REPO_ROOT): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'gateway', 'package.json'), 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
export { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support/chromium.ts';

/** A port nothing listens on right now, for a gateway child process. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * Waits for the gateway child to answer /readyz (its database is reachable), or fails if it exits
 * first. A first embedded start migrates PGlite and hashes the demo password, which took over 30 s
 * on a busy two-core machine: up to two minutes are allowed by default.
 */
export async function waitUntilReady(base: string, child: ChildProcess, attempts = 1200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with code ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the gateway did not become ready');
}
