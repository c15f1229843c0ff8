import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { contentionFreeBlockingMs, type TraceEvent } from './contention-free-blocking.ts';
import { loadAverage } from './load.ts';
import { CHROMIUM, CHROMIUM_FLAGS, freePort } from './support.ts';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/**
 * One run: its score and metrics, and what says how fair it was: the load average before and after,
 * Lighthouse's benchmarkIndex of the machine, and the blocking time counted from each task's CPU
 * time (contention-free-blocking.ts) beside Lantern's.
 */
export type LighthouseReport = { score: number; metrics: string; fairness: string; loadBefore: number; lhr: Result };

const DEFAULT_CATEGORIES = ['performance', 'best-practices'];

/** Absolute targets are judged only when every run began on a quiet machine, as the API benches' are. */
export const JUDGED_UNDER_LOAD = 1;

/** The highest load average any of `reports` began at: the absolute targets are judged when it is under JUDGED_UNDER_LOAD. */
export function loudestStart(reports: readonly LighthouseReport[]): number {
  return Math.max(...reports.map((report) => report.loadBefore));
}

/**
 * LIGHTHOUSE_QUIET_LOAD=1 waits before each run until the one-minute load average is under 1, the
 * condition the absolute targets are judged under: back to back, a run starts at the load the last
 * one left (3 to 6 on two cores). It waits QUIET_WAIT_LIMIT_MS at most, then runs and says so.
 */
const QUIET_LOAD = Number(process.env.LIGHTHOUSE_QUIET_LOAD ?? Number.POSITIVE_INFINITY);
const QUIET_WAIT_LIMIT_MS = 6 * 60_000;
const QUIET_POLL_MS = 5000;

async function untilQuiet(): Promise<void> {
  const started = Date.now();
  while (loadAverage() >= QUIET_LOAD) {
    if (Date.now() - started > QUIET_WAIT_LIMIT_MS) {
      console.log(`    (the load stayed at ${loadAverage().toFixed(2)} for ${QUIET_WAIT_LIMIT_MS / 60_000} minutes; running anyway)`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
  }
}
const SERVICE_WORKER_SCRIPT = '*/sw.js';

/**
 * One Lighthouse run of `url` with its default configuration: mobile form factor, a Moto G Power
 * sized screen, simulated slow 4G and 4x CPU, with the service worker's script blocked. `headers` go with every request (a session cookie);
 * `scored` are the Lighthouse categories run (performance is always among them).
 */
export async function lighthouseRun(url: string, headers: Record<string, string> = {}, scored: string[] = DEFAULT_CATEGORIES): Promise<LighthouseReport> {
  await untilQuiet();
  const loadBefore = loadAverage();
  // Lighthouse drives its own tab of this browser through the debugging port.
  const debuggingPort = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`] });
  try {
    const result = await lighthouse(url, {
      port: debuggingPort,
      onlyCategories: [...new Set(['performance', ...scored])],
      extraHeaders: headers,
      // The service worker's first install precaches the whole shell for the next visit; it is not
      // this page's load, and on two shared cores it competed with it.
      blockedUrlPatterns: [SERVICE_WORKER_SCRIPT],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, environment } = result.lhr;
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    const cpuBlocking = contentionFreeBlockingMs(result.artifacts.Trace.traceEvents as unknown as TraceEvent[]);
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      metrics:
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, ` +
        `Speed Index ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}`,
      fairness:
        `load ${loadBefore.toFixed(2)} → ${loadAverage().toFixed(2)}, benchmarkIndex ${Math.round(environment.benchmarkIndex)}, ` +
        `TBT from CPU time ${cpuBlocking === null ? 'n/a' : `${Math.round(cpuBlocking)} ms`} (Lantern ${metric('total-blocking-time')})`,
      loadBefore,
      lhr: result.lhr,
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's score swings by 10 points or more from run to run on a busy machine; the median of a few is steadier. */
export async function medianLighthouseRun(
  runs: number,
  url: string,
  headers?: Record<string, string>,
  categories?: string[],
): Promise<{ median: LighthouseReport; scores: number[]; reports: LighthouseReport[] }> {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < runs; run += 1) {
    const report = await lighthouseRun(url, headers, categories);
    console.log(`    run ${run + 1}: performance ${report.score}; ${report.fairness}`);
    reports.push(report);
  }
  const sorted = [...reports].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('Lighthouse needs at least one run');
  return { median, scores: reports.map((report) => report.score), reports };
}
