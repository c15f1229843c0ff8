import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';

/** The dashboard page's chunk renders its heading so; the test turns that into a render error. */
const DASHBOARD_SOURCE = 'children:"Dashboard"';
const THROWING_SOURCE = 'children:(()=>{throw new Error("The dashboard crashed")})()';

test('a render error in the shell shows the crash screen, whose Clear Cache & Reload empties storage', async ({
  page,
  signedInUser: _user,
}) => {
  let patched = false;
  await page.route(/\/\d+\.[0-9a-f]{8}\.js$/, async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    if (!source.includes(DASHBOARD_SOURCE)) return route.fulfill({ response });
    patched = true;
    return route.fulfill({ response, body: source.replace(DASHBOARD_SOURCE, THROWING_SOURCE) });
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(patched, 'the dashboard chunk still renders its heading as expected').toBe(true);
  await expect(page.getByText('The application encountered an unexpected error')).toBeVisible();
  await expect(page.getByText('The dashboard crashed')).toBeVisible();
  await expect(page.getByText('If the problem persists, please contact support')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();

  // Chunks still in flight (the idle preload) would otherwise reach a handler whose page is reloading.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => {
    localStorage.setItem('left-over', 'yes');
    sessionStorage.setItem('left-over', 'yes');
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Clear Cache & Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

test("when the application cannot start, 'Failed to Load Application' offers a reload", async ({ page }) => {
  // Everything but the entry script fails to load, so the app's bootstrap never arrives.
  await page.route(/\/\d+\.[0-9a-f]{8}\.js$/, (route) => route.abort('connectionrefused'));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Failed to Load Application' })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(/\S/);
  await page.unroute(/\/\d+\.[0-9a-f]{8}\.js$/);
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
});

test('an error outside rendering and an unhandled rejection are only logged', async ({ page, signedInUser: _user }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a timer broke');
    });
    void Promise.reject(new Error('nobody caught this'));
  });
  await expect.poll(() => logged.some((text) => text.includes('Unhandled promise rejection'))).toBe(true);
  await expect.poll(() => logged.some((text) => text.includes('Uncaught error'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
