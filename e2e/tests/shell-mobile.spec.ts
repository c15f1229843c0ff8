import { expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the sidebar is a drawer that the menu button opens', async ({ page, signedInUser }) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(signedInUser.username, { exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(nav).toBeHidden();
});

test('at 375 px touch targets are at least 44 px and inputs use a 16px font', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  for (const name of ['Open menu', 'New Document', 'Share this app']) {
    // Polled: a button is drawn anew when its menu's code arrives after first paint, and a box
    // measured in that instant is null.
    const box = () => page.getByRole('button', { name }).boundingBox();
    await expect.poll(async () => (await box())?.height, name).toBeGreaterThanOrEqual(44);
    await expect.poll(async () => (await box())?.width, name).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCSS('font-size', '16px');
});
