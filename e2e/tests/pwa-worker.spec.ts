import { expect, test } from '../support/fixtures.ts';
import { expectControlledByServiceWorker } from '../support/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

test('the service worker registers on page load and controls the page after a reload', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectControlledByServiceWorker(page);
});

test('/sw.js is served as JavaScript, revalidated on every load, with the shell precached', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const body = await response.text();
  expect(body).toContain('/index.html');
  expect(body).toMatch(/\/main\.[0-9a-f]{8}\.js/);
  expect(body).not.toContain('__WB_MANIFEST');
  expect(body).not.toMatch(/\.(map|br)["']/);
});
