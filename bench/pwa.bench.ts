/**
 * The installable app (issue 5), run on purpose with `npm run bench:pwa`:
 *   - Lighthouse on /dashboard, signed in as the demo user, with its default mobile emulation: the
 *     performance score (median of LIGHTHOUSE_RUNS, default 3) and the audits that bear on an
 *     installable app. Lighthouse 12 dropped its PWA category, so Chromium's own checks stand in for
 *     it: the installability errors and manifest errors it reports, and whether the worker controls
 *     the page after a reload.
 * The ceiling, in the same run: Lighthouse on a static copy of /dashboard as the app rendered it,
 * served by the same gateway (static-copy.ts); the last line is pwa: ratio (the app's median
 * score ÷ the static copy's, target at least 0.9).
 * The gateway runs on a throwaway embedded database (see built-app.ts). Fails when Chromium finds
 * the app not installable, the ratio misses, or the score is under 90 with the load average under 1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO, withBuiltApp } from './built-app.ts';
import { medianLighthouseRun } from './lighthouse-run.ts';
import { loadAverage } from './load.ts';
import { saveStaticCopy } from './static-copy.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './support.ts';
import { verdict } from './verdict.ts';

const PERFORMANCE_TARGET = 90;
/** The app's score against a static copy of the same page (at most 100). */
const RATIO_TARGET = 0.9;
/** Absolute targets are judged only on a quiet machine, as the API benches' are. */
const JUDGED_UNDER_LOAD = 1;
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

/** The static copy of /dashboard as the demo user sees it, served by the gateway; returns its address. */
async function staticCopyOfDashboard(base: string, releasesDir: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
    const signedIn = await context.request.post('/api/login', { data: DEMO });
    if (!signedIn.ok()) throw new Error(`signing in as ${DEMO.username} failed with ${signedIn.status()}`);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    return `${base}${(await saveStaticCopy(page, releasesDir, 'dashboard')).path}`;
  } finally {
    await browser.close();
  }
}

/** The ratio of the app's median score to its static copy's, and whether the absolute target holds. */
async function lighthouseDashboard(base: string, releasesDir: string): Promise<{ ratio: number; fastEnough: boolean }> {
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
  const ceiling = await medianLighthouseRun(LIGHTHOUSE_RUNS, await staticCopyOfDashboard(base, releasesDir));
  console.log(`static copy of /dashboard (ceiling): performance ${ceiling.median.score}, the median of ${ceiling.scores.join(', ')}`);
  console.log(`  median run: ${ceiling.median.metrics}`);
  const quiet = loadAverage() < JUDGED_UNDER_LOAD;
  if (!quiet) console.log(`  the target of ${PERFORMANCE_TARGET} is not judged at load ${loadAverage().toFixed(2)}`);
  return { ratio: median.score / ceiling.median.score, fastEnough: median.score >= PERFORMANCE_TARGET || !quiet };
}

await withBuiltApp('pwa', async (base, releasesDir) => {
  const installable = await chromiumChecks(base);
  const lighthouse = await lighthouseDashboard(base, releasesDir);
  verdict('pwa', lighthouse.ratio, { atLeast: RATIO_TARGET }, installable && lighthouse.fastEnough);
});
