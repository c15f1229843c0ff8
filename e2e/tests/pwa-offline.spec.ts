import type { Response } from '@playwright/test';
import { createClientWithInvoiceViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectControlledByServiceWorker } from '../support/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

test('offline, a reload still renders the signed-in shell and the invoices list visited before', async ({
  page,
  context,
  signedInUser,
}) => {
  const invoice = await createClientWithInvoiceViaApi(page.request, 'Offline Bakery', { description: 'Oven repair', quantity: '1', unitPrice: 12000 });
  await page.goto('/dashboard');
  await expectControlledByServiceWorker(page);
  // Opened online once the worker is in control, so the worker keeps the user and the list.
  await page.goto('/invoices');
  await expect(page.getByRole('link', { name: invoice.number })).toBeVisible();
  // The list's own screen, not only the first rows the shell draws while its code loads: that code too is kept.
  await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toBeVisible();

  await context.setOffline(true);
  const apiAnswers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response);
  });
  await page.reload();

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(signedInUser.username, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: invoice.number })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(invoice.number) })).toContainText('Offline Bakery');
  // The data came from the worker's cache, marked so the page can tell.
  const fromCache = apiAnswers.filter((response) => response.headers()['x-ledgerline-offline-cache'] === '1');
  expect(fromCache.map((response) => new URL(response.url()).pathname)).toEqual(expect.arrayContaining(['/api/user']));

  await context.setOffline(false);
});
