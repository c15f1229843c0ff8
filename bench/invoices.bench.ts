/**
 * The invoicing API on a large account, run on purpose with `npm run bench:invoices` after
 * `npm run seed:large` (same BENCH_DATABASE_URL / BENCH_LARGE_DATABASE). At 20 connections:
 *   - GET /api/invoices, first page (50 rows with client names and totals, newest first): p95 < 30 ms;
 *   - GET /api/search?q=…: p95 < 50 ms;
 *   - the gateway's resident memory during the runs: < 300 MB.
 * The gateway runs as a child process in production mode; its RSS is sampled from /proc.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { LARGE_USER, largeDatabaseUrl } from './large-account.ts';
import { freePort, GATEWAY_MAIN, waitUntilReady } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const HTTPS = { 'x-forwarded-proto': 'https' };
const TARGETS = { list: 30, search: 50, rssMb: 300 };

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { ...HTTPS, 'content-type': 'application/json' },
    body: JSON.stringify({ username: LARGE_USER.username, password: LARGE_USER.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed (${response.status}): run npm run seed:large first`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? '';
  return Number(line.replace(/\D/g, '')) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** autocannon reports p90 and p97.5 but no p95, so every response time is kept and ranked here. */
async function measure(url: string, cookie: string, seconds: number): Promise<{ rps: number; p50: number; p95: number; p99: number; statuses: string }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { ...HTTPS, cookie } }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    statuses: [...statuses].map(([code, count]) => `${code}×${count}`).join(' '),
  };
}

function report(title: string, figures: Awaited<ReturnType<typeof measure>>, target: number): boolean {
  const ok = figures.p95 < target;
  console.log(
    `${title.padEnd(40)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(1).padStart(6)} ms  p95 ${figures.p95.toFixed(1).padStart(6)} ms  p99 ${figures.p99.toFixed(1).padStart(6)} ms  [${figures.statuses}]  target p95 < ${target} ms: ${ok ? 'met' : 'MISSED'}`,
  );
  return ok;
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = spawn(process.execPath, [GATEWAY_MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: largeDatabaseUrl(),
      PORT: String(port),
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (gateway.pid) peakRss = Math.max(peakRss, rssMb(gateway.pid));
  }, 100);
  try {
    await waitUntilReady(base, gateway);
    const cookie = await signIn(base);
    const list = `${base}/api/invoices?page=1&pageSize=50&sort=-issueDate`;
    const search = `${base}/api/search?q=harbor`;
    console.log(`gateway pid ${gateway.pid}, ${CONNECTIONS} connections, ${SECONDS} s per run, ${largeDatabaseUrl()}`);
    await measure(list, cookie, 2); // warm-up: connection pool, prepared plans, JIT
    await measure(search, cookie, 2);
    const results = [
      report('GET /api/invoices (first page of 50)', await measure(list, cookie, SECONDS), TARGETS.list),
      report('GET /api/search?q=harbor', await measure(search, cookie, SECONDS), TARGETS.search),
      report('GET /api/search?q=inv-0999 (number)', await measure(`${base}/api/search?q=inv-0999`, cookie, SECONDS), TARGETS.search),
    ];
    const rssOk = peakRss < TARGETS.rssMb;
    console.log(`gateway peak RSS ${peakRss.toFixed(0)} MB, target < ${TARGETS.rssMb} MB: ${rssOk ? 'met' : 'MISSED'}`);
    if (!results.every(Boolean) || !rssOk) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    if (gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    }
  }
}

await main();
