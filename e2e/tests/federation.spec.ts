import { expect, test } from '../support/fixtures.ts';

test('a protected remote screen renders through federation', async ({ page, signedInUser }) => {
  const manifest = page.waitForResponse('/remotes/clients/mf-manifest.json');
  await page.goto('/clients');
  expect((await manifest).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New client' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(signedInUser.username, { exact: true })).toBeVisible();
});

test('a public remote screen renders without signing in', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});
