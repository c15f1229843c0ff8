/**
 * A new user's first session on the embedded default (PGlite), one user at a time, every API call
 * timed as the browser would make it:
 *   sign up (which signs in), the dashboard's calls, a first client, 20 invoices (each: the editor's
 *   settings, the save, the list it returns to), one invoice edited (open, save, list), then sign
 *   out and sign in again.
 * SESSIONS (default 5) new users go through it on one fresh gateway; each call's p50 and p95 over
 * all of them are printed. Target: every call's p95 under 50 ms. Its last line is a ratio to that
 * budget (the worst call's p95 ÷ 50 ms, at most 1), not to a ceiling: the budget is the user's,
 * so this one moves with the machine's load.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAverage } from './load.ts';
import { startGateway } from './servers.ts';
import { verdict } from './verdict.ts';
import { type Answer, firstSession } from './first-session-script.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 5);
const INVOICES = 20;
const BUDGET_MS = 50;

/** One browser: keeps the session cookie, times every call under its route's name. */
class Browser {
  cookie = '';
  readonly #base: string;
  readonly #times: Map<string, number[]>;

  constructor(base: string, times: Map<string, number[]>) {
    this.#base = base;
    this.#times = times;
  }

  async call(method: string, route: string, address: string, body?: unknown, expected = [200]): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${this.#base}${address}`, {
      method,
      headers: { 'x-forwarded-proto': 'https', cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    const name = `${method} ${route}`;
    this.#times.set(name, [...(this.#times.get(name) ?? []), elapsed]);
    if (!expected.includes(response.status)) throw new Error(`${name} answered ${response.status}: ${text}`);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) this.cookie = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
}

const runSession = (browser: Browser) => firstSession((...args) => browser.call(...args), INVOICES);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'first-session-bench-'));
const gateway = await startGateway({ dataDir });
try {
  const times = new Map<string, number[]>();
  // One session first, untimed, so the figures are of a gateway that has served a request before.
  await runSession(new Browser(gateway.base, new Map()));
  const loadBefore = loadAverage();
  for (let session = 0; session < SESSIONS; session += 1) await runSession(new Browser(gateway.base, times));
  console.log(`A new user's first session on PGlite, ${SESSIONS} users one after another; load average ${loadBefore.toFixed(2)} → ${loadAverage().toFixed(2)}`);
  console.log(`${'call'.padEnd(34)} ${'count'.padStart(5)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
  let worst = 0;
  for (const [name, values] of times) {
    const p95 = percentile(values, 95);
    worst = Math.max(worst, p95);
    console.log(`${name.padEnd(34)} ${String(values.length).padStart(5)} ${percentile(values, 50).toFixed(1).padStart(6)} ms ${p95.toFixed(1).padStart(6)} ms${p95 < BUDGET_MS ? '' : '  OVER'}`);
  }
  console.log(`worst p95 ${worst.toFixed(1)} ms, budget ${BUDGET_MS} ms per call`);
  verdict('first-session', worst / BUDGET_MS, { atMost: 1 });
} finally {
  await gateway.stop();
  await rm(dataDir, { recursive: true, force: true });
}
