import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectControlledByServiceWorker } from '../support/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

const LOADS_KEY = 'e2e-page-loads';

function pageLoads(page: Page): Promise<number> {
  return page.evaluate((key) => Number(sessionStorage.getItem(key)), LOADS_KEY);
}

test('a new build of the worker raises the update prompt, and Reload reloads the page exactly once', async ({
  page,
  context,
  signedInUser: _user,
}) => {
  await page.addInitScript((key) => {
    sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key)) + 1));
  }, LOADS_KEY);
  // The page installs an older build: the served worker with other bytes. Playwright's routes see
  // the worker's first fetch only, never Chromium's update checks, so the app's own check at
  // startup then finds the build the gateway serves, a second build of the worker.
  const currentBuild = await (await page.request.get('/sw.js')).text();
  await context.route('**/sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', headers: { 'cache-control': 'no-cache' }, body: `${currentBuild}\n// previous build\n` }),
  );
  await page.goto('/dashboard');
  await expectControlledByServiceWorker(page);

  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible();
  expect(await pageLoads(page)).toBe(1);
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await pageLoads(page)).toBe(2);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { waiting: ready.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
  });
  expect(registration).toEqual({ waiting: false, controlled: true });
  await expect(prompt).toBeHidden();
  expect(await pageLoads(page)).toBe(2);
});
