import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort, GATEWAY_MAIN, waitUntilReady } from '../../../bench/support.ts';

/** Polls of /readyz, 100 ms apart: the suite starts many gateways, some while others run, on busy machines. */
const START_ATTEMPTS = 1800;

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
  const child = spawn(process.execPath, [GATEWAY_MAIN], {
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
  try {
    await waitUntilReady(origin, child, START_ATTEMPTS);
  } catch (error) {
    await end(child, 'SIGKILL');
    throw new Error(`${(error as Error).message}:\n${gateway.output()}`);
  }
  return gateway;
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}
