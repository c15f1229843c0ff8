/**
 * How soon the invoice list shows its first page in Chromium (issue 3: within 1 s of navigation),
 * on the large account that `npm run seed:large` loads into PostgreSQL (100,000 invoices). Run on
 * purpose with `npm run bench:list-paint` after `npm run build` and `npm run seed:large`.
 *   - cold: a fresh page opens /invoices (shell, remote and data all loaded from the network);
 *   - in-app: from the dashboard, a click on the sidebar's Invoices link.
 * Each is timed from the navigation to the first invoice number on screen; the median and the
 * worst of RUNS tries are printed.
 *
 * The ceiling, measured in the same run: the list page as the app rendered it, saved as a static
 * page served by the same gateway (static-copy.ts). Its cold load to the first invoice number is
 * what the bytes alone cost on this machine now; the ratio is the app's cold median to the static
 * page's. Target: at most 6 (the app loads its code, checks the session and asks for the page),
 * besides the absolute 1 s, judged when the load average is under 1.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { LARGE_USER, largeDatabaseUrl } from './large-account.ts';
import { loadAverage } from './load.ts';
import { saveStaticCopy } from './static-copy.ts';
import { CHROMIUM, CHROMIUM_FLAGS, freePort, GATEWAY_MAIN, waitUntilReady } from './support.ts';
import { verdict } from './verdict.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 1000;
const TARGET_RATIO = 6;

async function timeUntilFirstInvoice(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await navigate();
  await page.getByRole('link', { name: /^INV-\d+/ }).first().waitFor();
  return performance.now() - started;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;

/** Absolute targets are judged only on a quiet machine, as the API benches' are. */
const JUDGED_UNDER_LOAD = 1;

function summary(label: string, times: number[], target?: number): boolean {
  const worst = Math.max(...times);
  const quiet = loadAverage() < JUDGED_UNDER_LOAD;
  const fast = target === undefined || median(times) < target;
  const met = fast || !quiet;
  const judged = target === undefined ? '' : `   target < ${target} ms: ${fast ? 'met' : quiet ? 'MISSED' : `missed, not judged at load ${loadAverage().toFixed(2)}`}`;
  console.log(`${label.padEnd(40)} median ${median(times).toFixed(0).padStart(5)} ms   worst ${worst.toFixed(0).padStart(5)} ms${judged}`);
  return met;
}

async function measureApp(browser: Browser, base: string, releasesDir: string) {
  const cold: number[] = [];
  const inApp: number[] = [];
  let copy = { path: '', bytes: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const signedIn = await context.request.post('/api/login', { data: { username: LARGE_USER.username, password: LARGE_USER.password } });
    if (!signedIn.ok()) throw new Error(`sign-in failed (${signedIn.status()}): run npm run seed:large first`);
    const page = await context.newPage();
    cold.push(await timeUntilFirstInvoice(page, () => page.goto('/invoices')));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    inApp.push(await timeUntilFirstInvoice(page, () => page.getByRole('link', { name: 'Invoices', exact: true }).first().click()));
    if (run === 0) copy = await saveStaticCopy(page, releasesDir, 'invoice-list');
    await context.close();
  }
  return { cold, inApp, copy };
}

async function measureStatic(browser: Browser, url: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    times.push(await timeUntilFirstInvoice(page, () => page.goto(url)));
    await context.close();
  }
  return times;
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'list-paint-'));
  const releasesDir = path.join(dataDir, 'releases');
  const gateway = spawn(process.execPath, [GATEWAY_MAIN], {
    env: { ...process.env, DATABASE_URL: largeDatabaseUrl(), PORT: String(port), DATA_DIR: dataDir, REMOTE_RELEASES_DIR: releasesDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    await waitUntilReady(base, gateway);
    console.log(`load average ${loadAverage().toFixed(2)}; ${RUNS} runs each`);
    const app = await measureApp(browser, base, releasesDir);
    const ceiling = await measureStatic(browser, `${base}${app.copy.path}`);
    const met = [
      summary('cold load of /invoices', app.cold, TARGET_MS),
      summary('dashboard → Invoices (in-app)', app.inApp, TARGET_MS),
    ].every(Boolean);
    summary(`static copy of the page (${(app.copy.bytes / 1024).toFixed(0)} KB, ceiling)`, ceiling);
    console.log(`in-app ÷ static copy: ${(median(app.inApp) / median(ceiling)).toFixed(2)}; load average ${loadAverage().toFixed(2)}`);
    verdict('list-paint', median(app.cold) / median(ceiling), { atMost: TARGET_RATIO }, met);
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
