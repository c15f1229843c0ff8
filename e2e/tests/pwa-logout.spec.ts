import { expect, test } from '../support/fixtures.ts';
import { cachedApiUrls, expectControlledByServiceWorker } from '../support/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

test('after logout, Cache Storage holds no account data', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await expectControlledByServiceWorker(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect.poll(() => cachedApiUrls(page)).toEqual(expect.arrayContaining([expect.stringMatching(/\/api\/clients/)]));

  await page.getByRole('region', { name: 'Signed-in user' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect.poll(() => cachedApiUrls(page)).toEqual([]);
});
