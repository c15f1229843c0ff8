import { createClientWithInvoiceViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in /dashboard arrives with the user's figures in its HTML; a visitor's has none", async ({ page, signedInUser: _user }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Outstanding \$0\.00 0 invoices$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aging of what clients owe' })).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /^Outstanding/ })).toHaveCount(0);
  });

  test('a signed-in /invoices arrives with its first rows in its HTML: a table on a wide screen, cards on a phone', async ({ page, signedInUser: _user }) => {
    const invoice = await createClientWithInvoiceViaApi(page.request, 'Alder Homes', { description: 'Framing', quantity: '1', unitPrice: 120000 });
    await page.goto('/invoices');
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.getByRole('link', { name: invoice.number })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Alder Homes');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(table).toBeHidden();
    await expect(page.getByRole('list', { name: 'Invoices' }).getByRole('link', { name: invoice.number })).toBeVisible();
  });
});

test('the app takes over the rendered dashboard without waiting on the API, and asks again once it is usable', async ({ page, signedInUser: _user }) => {
  // The user check and the figures are held: the app must draw from what the page carried.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(/\/api\/(user|dashboard)$/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  // Only the app draws the New Document button.
  await expect(page.getByRole('button', { name: 'New Document' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Outstanding \$0\.00 0 invoices$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoiced and paid per month, last 12 months' })).toBeAttached();
  // Asked again for the service worker's offline copy, once the screen is usable.
  await expect.poll(() => [...asked].sort()).toEqual(['/api/dashboard', '/api/user']);
  release();
  await expect(page.getByRole('link', { name: /^Outstanding \$0\.00 0 invoices$/ })).toBeVisible();
});

test("the rendered /invoices keeps only its width's layout, before the app's scripts run", async ({ page, signedInUser: _user }) => {
  await createClientWithInvoiceViaApi(page.request, 'Alder Homes', { description: 'Framing', quantity: '1', unitPrice: 120000 });
  await page.route('**/*.js', () => {});
  for (const width of [1280, 700, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // The app's scripts never arrive; the page is parsed whole before they would run.
    await page.goto('/invoices', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(page.getByText('Alder Homes', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Alder Homes', { exact: true })).toBeVisible();
  }
});
