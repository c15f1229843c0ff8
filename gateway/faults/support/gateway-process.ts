import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../../src/paths.ts';
import { freePort } from './free-port.ts';

const START_TIMEOUT_MS = 180_000;

/** A gateway running as a child process (`node gateway/src/main.ts`), as it runs in production. */
export type GatewayProcess = {
  origin: string;
  /** The last lines it wrote, to explain a failure. */
  output(): string;
  kill9(): Promise<void>;
  stop(): Promise<void>;
};

export async function startGateway(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'gateway/src/main.ts')], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean).slice(-50));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const gateway: GatewayProcess = {
    origin,
    output: () => lines.slice(-20).join('\n'),
    kill9: () => end(child, 'SIGKILL'),
    stop: () => end(child, 'SIGTERM'),
  };
  await waitUntilServing(child, origin, gateway);
  return gateway;
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

async function waitUntilServing(child: ChildProcess, origin: string, gateway: GatewayProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode} while starting:\n${gateway.output()}`);
    const ready = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ready) return;
    await sleep(100);
  }
  await end(child, 'SIGKILL');
  throw new Error(`the gateway did not start within ${START_TIMEOUT_MS / 1000} s:\n${gateway.output()}`);
}
