import { createClientViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';

const OFFLINE_TEXT =
  "You're offline — showing the last data you opened. Invoices, estimates and change orders you save will sync when you're back online; other changes can't be saved until then.";

test('going offline shows the offline bar, saving fails at once, and the bar goes when back online', async ({ page, context, signedInUser: _user }) => {
  await page.goto('/settings');
  await expect(page.getByLabel('Business name')).toBeVisible();
  const bar = page.getByRole('status').getByText(OFFLINE_TEXT);
  await expect(bar).toBeHidden();

  await context.setOffline(true);
  await expect(bar).toBeVisible();
  // The last data stays on screen, and a change is refused at once instead of waiting in a queue.
  await expect(page.getByLabel('Business name')).toBeVisible();
  await page.getByLabel('Business name').fill('Oak & Nail');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('The settings could not be saved. Check your connection and try again.');

  await context.setOffline(false);
  await expect(bar).toBeHidden();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});

test('a list asked for offline waits without an error and fills in once back online', async ({ page, context, signedInUser: _user }) => {
  await createClientViaApi(page.request, { name: 'Harbor Renovations' });
  await createClientViaApi(page.request, { name: 'Greenfield School District' });
  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Greenfield School District' })).toBeVisible();

  await context.setOffline(true);
  const isSearch = (url: string) => new URL(url).searchParams.get('q') === 'harbor';
  // Tried once even offline, since the service worker may answer from its cache; then it waits.
  const triedOffline = page.waitForEvent('requestfailed', (request) => isSearch(request.url()));
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('harbor');
  await triedOffline;
  // The rows already shown stay, and no error replaces them.
  await expect(page.getByRole('link', { name: 'Greenfield School District' })).toBeVisible();
  await expect(page.getByText('The clients could not be loaded')).toBeHidden();

  const searched = page.waitForResponse((response) => isSearch(response.url()) && response.ok());
  await context.setOffline(false);
  await searched;
  await expect(page.getByRole('link', { name: 'Harbor Renovations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Greenfield School District' })).toBeHidden();
});
