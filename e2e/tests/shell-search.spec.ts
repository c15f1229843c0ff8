import { createClientViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';

test('the search box finds a client as the user types, and Enter opens it', async ({ page, signedInUser: _user }) => {
  const client = await createClientViaApi(page.request, { name: 'Quarry Lane Builders' });
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Search invoices, clients...');
  await search.fill('quarry');
  // The option screen readers hear carries the match's name, kind and status; the list shows the name.
  await expect(page.getByRole('option', { name: 'Quarry Lane Builders, Client, Active' })).toBeAttached();
  await expect(page.getByText('Quarry Lane Builders', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quarry Lane Builders' })).toBeVisible();
});

test('a click on a match opens it too', async ({ page, signedInUser: _user }) => {
  const client = await createClientViaApi(page.request, { name: 'Ridgeway Roofing' });
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('ridgeway');
  const match = page.getByText('Ridgeway Roofing', { exact: true });
  // The list first shows for a few frames at the top of the page, over the search box, and then
  // moves under it: a click aimed in between landed on the box (1 run in 12 failed that way).
  const top = async (locator: typeof match) => (await locator.boundingBox())?.y ?? 0;
  await expect.poll(async () => (await top(match)) > (await top(search))).toBe(true);
  await match.click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
});
