import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

/** What every bench (and the fault suite, gateway/faults) shares: where the gateway starts, and how Debian's Chromium is launched here. */
export const REPO_ROOT = path.join(import.meta.dirname, '..');
export const GATEWAY_MAIN = path.join(REPO_ROOT, 'gateway', 'src', 'main.ts');
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
