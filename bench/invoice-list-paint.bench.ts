/**
 * How soon the invoice list shows its first page in Chromium (issue 3: within 1 s of navigation),
 * on the large account that `npm run seed:large` loads into PostgreSQL (100,000 invoices). Run on
 * purpose with `npm run bench:list-paint` after `npm run build` and `npm run seed:large`.
 *   - cold: a fresh page opens /invoices (shell, remote and data all loaded from the network);
 *   - in-app: from the dashboard, a click on the sidebar's Invoices link.
 * Each is timed from the navigation to the first invoice number on screen; the median and the
 * worst of RUNS tries are printed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { LARGE_USER, largeDatabaseUrl } from './large-account.ts';
import { CHROMIUM, CHROMIUM_FLAGS, freePort, GATEWAY_MAIN, waitUntilReady } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 1000;

async function timeUntilFirstInvoice(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await navigate();
  await page.getByRole('link', { name: /^INV-\d+/ }).first().waitFor();
  return performance.now() - started;
}

function summary(label: string, times: number[]): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const worst = sorted.at(-1) ?? Number.NaN;
  const met = median < TARGET_MS;
  console.log(`${label.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms   worst ${worst.toFixed(0).padStart(5)} ms   target < ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'}`);
  return met;
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'list-paint-'));
  const gateway = spawn(process.execPath, [GATEWAY_MAIN], {
    env: { ...process.env, DATABASE_URL: largeDatabaseUrl(), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    await waitUntilReady(base, gateway);
    const cold: number[] = [];
    const inApp: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      const signedIn = await context.request.post('/api/login', { data: { username: LARGE_USER.username, password: LARGE_USER.password } });
      if (!signedIn.ok()) throw new Error(`sign-in failed (${signedIn.status()}): run npm run seed:large first`);
      const page = await context.newPage();
      cold.push(await timeUntilFirstInvoice(page, () => page.goto('/invoices')));
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
      inApp.push(await timeUntilFirstInvoice(page, () => page.getByRole('link', { name: 'Invoices', exact: true }).first().click()));
      await context.close();
    }
    const results = [summary('cold load of /invoices', cold), summary('dashboard → Invoices (in-app)', inApp)];
    if (!results.every(Boolean)) process.exitCode = 1;
  } finally {
    await browser.close();
    if (gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
