import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';

test('a remote that is down breaks only its own screens, and Try again recovers', async ({ page, signedInUser }) => {
  await page.route('/remotes/invoices/**', (route) => route.abort('connectionrefused'));

  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeVisible();

  // The shell around it still works: its frame, and navigating within the app.
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(signedInUser.username, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ledgerline' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeVisible();
  await page.unroute('/remotes/invoices/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expectAppDrawn(page);
});
