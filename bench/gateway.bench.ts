/**
 * Throughput and latency of the gateway on PostgreSQL, run on purpose with `npm run bench`:
 *   - GET /api/user with a session cookie (the request every page load makes);
 *   - POST /api/login with a wrong password (bound by argon2id; rate limits raised so every
 *     request reaches the hash).
 * The gateway runs as a child process on a free port against a database of its own, created here
 * and dropped afterwards. BENCH_DATABASE_URL names the server (default: the local `test` database's
 * server); BENCH_SECONDS and BENCH_CONNECTIONS tune the runs.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import autocannon, { type Options, type Result } from 'autocannon';
import { loadConfig } from '../gateway/src/config.ts';
import { openDatabase } from '../gateway/src/db/orm.ts';
import { freePort, GATEWAY_MAIN, waitUntilReady } from './support.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The gateway runs as in production (Secure cookies), behind a pretend TLS proxy. */
const HTTPS = { 'x-forwarded-proto': 'https' };


function databaseUrl(): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/gateway_bench_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

async function registerUser(base: string): Promise<{ cookie: string; username: string }> {
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { ...HTTPS, 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench password 2026' }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, username };
}

function run(options: Omit<Options, 'connections'>): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, ...options });
}

function report(title: string, result: Result): void {
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count ?? 0}`).join(' ');
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   [${codes}${result.errors ? `, ${result.errors} errors` : ''}]`,
  );
}

async function main(): Promise<void> {
  const url = databaseUrl();
  // Creating the database and migrating it here keeps the gateway's start-up out of the figures.
  const setup = await openDatabase({ kind: 'postgres', url, timeouts: loadConfig({}).databaseTimeouts });
  await setup.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = spawn(process.execPath, [GATEWAY_MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Secure cookies need HTTPS, or a proxy that says the request was HTTPS.
      TRUST_PROXY: 'true',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      LOGIN_MAX_FAILURES_PER_USER_IP: '1000000000',
      LOGIN_MAX_FAILURES_PER_IP: '1000000000',
      LOGIN_MAX_FAILURES_PER_USERNAME: '1000000000',
    },
    // One log line per request is part of the cost measured; it is written, then discarded.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilReady(base, gateway);
    const { cookie, username } = await registerUser(base);
    console.log(`gateway pid ${gateway.pid}, ${CONNECTIONS} connections, ${SECONDS} s per run, PostgreSQL ${new URL(SERVER_URL).host}`);

    await run({ url: `${base}/api/user`, headers: { ...HTTPS, cookie }, duration: 2 }); // warm-up
    report('GET /api/user (signed in)', await run({ url: `${base}/api/user`, headers: { ...HTTPS, cookie }, duration: SECONDS }));

    report(
      'POST /api/login (wrong password)',
      await run({
        url: `${base}/api/login`,
        method: 'POST',
        headers: { ...HTTPS, 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'not the password' }),
        duration: SECONDS,
      }),
    );
  } finally {
    if (gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    }
    const cleanup = await openDatabase({ kind: 'postgres', url, timeouts: loadConfig({}).databaseTimeouts });
    await cleanup.orm.schema.dropDatabase();
    await cleanup.close();
  }
}

await main();
