/**
 * The installable app (issue 5), run on purpose with `npm run bench:pwa`:
 *   - Lighthouse on /dashboard, signed in as the demo user, with its default mobile emulation: the
 *     performance score (median of LIGHTHOUSE_RUNS, default 3) and the audits that bear on an
 *     installable app. Lighthouse 12 dropped its PWA category, so Chromium's own checks stand in for
 *     it: the installability errors and manifest errors it reports, and whether the worker controls
 *     the page after a reload.
 * The gateway runs on a throwaway embedded database (see built-app.ts). Exits with 1 when
 * Chromium finds the app not installable or the performance score is under 90.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO, withBuiltApp } from './built-app.ts';
import { medianLighthouseRun } from './lighthouse-run.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './support.ts';

const PERFORMANCE_TARGET = 90;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** What Lighthouse 13 still checks that an installed app depends on. */
const INSTALL_RELATED_AUDITS = ['is-on-https', 'redirects-http', 'viewport-insight', 'errors-in-console', 'bf-cache'];

async function sessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`signing in as ${DEMO.username} failed with ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Chromium's installability verdict needs a profile on disk: an incognito context is never installable. */
async function chromiumChecks(base: string): Promise<boolean> {
  const profile = await mkdtemp(path.join(tmpdir(), 'pwa-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/auth`);
    // The bench's TypeScript has no DOM library: these run in the page, given as source.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    const controlled = await page.evaluate<string | null>('navigator.serviceWorker.controller?.scriptURL ?? null');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    console.log('\nChromium:');
    console.log(`  manifest ${manifest.url}: ${manifest.errors.length === 0 ? 'no errors' : manifest.errors.map((e) => e.message).join('; ')}`);
    console.log(`  installability errors: ${installabilityErrors.length === 0 ? 'none' : installabilityErrors.map((e) => e.errorId).join(', ')}`);
    console.log(`  service worker controlling the page after a reload: ${controlled ?? 'none'}`);
    return installabilityErrors.length === 0 && manifest.errors.length === 0 && controlled !== null;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** The first few rows of a failed audit's table (console messages, bfcache reasons), one line each. */
function failureItems(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => String(item.description ?? item.reason ?? JSON.stringify(item)).slice(0, 200));
}

async function lighthouseDashboard(base: string): Promise<boolean> {
  const { median, scores } = await medianLighthouseRun(LIGHTHOUSE_RUNS, `${base}/dashboard`, { Cookie: await sessionCookie(base) });
  console.log(`\nLighthouse ${median.lhr.lighthouseVersion} /dashboard, signed in (mobile emulation):`);
  console.log(`  performance ${median.score}, the median of ${scores.join(', ')} (target ${PERFORMANCE_TARGET})`);
  console.log(`  median run: ${median.metrics}`);
  console.log(`  final URL: ${median.lhr.finalDisplayedUrl}`);
  const bootup = (median.lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? [];
  const heaviest = bootup.slice(0, 5).map((item) => `${item.url.replace(base, '')} ${Math.round(item.scripting)} ms`);
  console.log(`  script evaluation (simulated), heaviest: ${heaviest.join(', ')}`);
  for (const id of INSTALL_RELATED_AUDITS) {
    const audit = median.lhr.audits[id];
    if (!audit) continue;
    const verdict = audit.score === null ? audit.scoreDisplayMode : audit.score >= 0.9 ? 'pass' : 'fail';
    console.log(`  ${id}: ${verdict}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    if (verdict === 'fail') for (const item of failureItems(audit.details)) console.log(`    - ${item}`);
  }
  return median.score >= PERFORMANCE_TARGET;
}

await withBuiltApp('pwa', async (base) => {
  const installable = await chromiumChecks(base);
  const fastEnough = await lighthouseDashboard(base);
  if (!installable || !fastEnough) process.exitCode = 1;
});
