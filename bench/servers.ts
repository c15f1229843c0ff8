import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { freePort, GATEWAY_MAIN, gatewayNodeFlags, waitUntilReady } from './support.ts';

/** A server the bench started as a child process, on a free port of 127.0.0.1. */
export type BenchServer = { base: string; pid: number; stop(): Promise<void> };

/**
 * BENCH_CPU_PROF=<folder> runs the servers under `node --cpu-prof`: each writes a .cpuprofile
 * there when it stops, to open in Chrome's DevTools (Performance) or any .cpuprofile viewer.
 */
function profileFlags(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function start(script: string, env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The ceiling runs with the gateway's Node flags too: both sides of a ratio get the same runtime.
  const child = spawn(process.execPath, [...gatewayNodeFlags(), ...profileFlags(), script], {
    env: { ...process.env, ...env, PORT: String(port) },
    // The gateway's one log line per request is part of the cost measured; it is written, then discarded.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilReady(base, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { base, pid: child.pid as number, stop: () => stop(child) };
}

/** Rate limits the benches would otherwise run into: every request of a run comes from one address. */
const UNLIMITED = {
  LOGIN_MAX_FAILURES_PER_USER_IP: '1000000000',
  LOGIN_MAX_FAILURES_PER_IP: '1000000000',
  LOGIN_MAX_FAILURES_PER_USERNAME: '1000000000',
  REGISTRATIONS_PER_IP_PER_HOUR: '1000000000',
};

/**
 * The gateway as in production (NODE_ENV=production, Secure cookies behind a pretend TLS proxy, log
 * level info), on PostgreSQL at `databaseUrl`, or on a fresh embedded database in `dataDir`.
 */
export function startGateway(database: { databaseUrl: string } | { dataDir: string }): Promise<BenchServer> {
  return start(GATEWAY_MAIN, {
    ...('databaseUrl' in database ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir, DATABASE_URL: '' }),
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'https://ledgerline.localhost',
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...UNLIMITED,
  });
}

/** The ceiling: raw-pg-server.ts on the same database. */
export function startRawPgServer(databaseUrl: string): Promise<BenchServer> {
  return start(path.join(import.meta.dirname, 'raw-pg-server.ts'), { DATABASE_URL: databaseUrl });
}

/** Stops every server given, whichever were started. */
export async function stopAll(servers: (BenchServer | undefined)[]): Promise<void> {
  await Promise.all(servers.map((server) => server?.stop()));
}
