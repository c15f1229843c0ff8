import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, freePort } from './support.ts';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
export type LighthouseReport = { score: number; metrics: string; lhr: Result };

const DEFAULT_CATEGORIES = ['performance', 'best-practices'];

/**
 * One Lighthouse run of `url` with its default configuration: mobile form factor, a Moto G Power
 * sized screen, simulated slow 4G and 4x CPU. `headers` go with every request (a session cookie);
 * `scored` are the Lighthouse categories run (performance is always among them).
 */
export async function lighthouseRun(url: string, headers: Record<string, string> = {}, scored: string[] = DEFAULT_CATEGORIES): Promise<LighthouseReport> {
  // Lighthouse drives its own tab of this browser through the debugging port.
  const debuggingPort = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`] });
  try {
    const result = await lighthouse(url, {
      port: debuggingPort,
      onlyCategories: [...new Set(['performance', ...scored])],
      extraHeaders: headers,
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      metrics:
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, ` +
        `Speed Index ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}`,
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
): Promise<{ median: LighthouseReport; scores: number[] }> {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < runs; run += 1) reports.push(await lighthouseRun(url, headers, categories));
  const sorted = [...reports].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('Lighthouse needs at least one run');
  return { median, scores: reports.map((report) => report.score) };
}
