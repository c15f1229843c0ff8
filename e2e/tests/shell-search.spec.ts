import { createClientViaApi } from '../support/clients-api.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { allowing } from '../support/slow-machine.ts';

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

/** The largest difference of any colour channel between two same-sized PNGs, decoded by the page's own canvas. */
async function largestChannelDifference(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(async ([a, b]) => {
    const pixels = async (base64: string) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    };
    const [one, two] = await Promise.all([pixels(a), pixels(b)]);
    if (one.width !== two.width || one.height !== two.height) return 255;
    let largest = 0;
    for (let index = 0; index < one.data.length; index += 1) largest = Math.max(largest, Math.abs((one.data[index] ?? 0) - (two.data[index] ?? 0)));
    return largest;
  }, [first.toString('base64'), second.toString('base64')] as const);
}

for (const width of [1280, 375]) {
  test(`at ${width} px the plain box the first screen draws looks as the autocomplete's does`, async ({ page, signedInUser: _user }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard');
    // The plain box is a textbox; the autocomplete that replaces it once the screen has settled is a combobox.
    const plain = page.getByRole('textbox', { name: 'Search' });
    await expect(plain).toHaveAttribute('placeholder', 'Search invoices, clients...');
    const before = await plain.locator('..').screenshot({ animations: 'disabled' });
    const search = page.getByRole('combobox', { name: 'Search' });
    await expect(search).toBeVisible({ timeout: allowing(15_000) });
    const after = await search.locator('..').screenshot({ animations: 'disabled' });
    // Rounded corners that fall on a fraction of a pixel may blend a shade apart; a moved or recoloured part is far more.
    expect(await largestChannelDifference(page, before, after), 'the box, icon and placeholder are drawn alike').toBeLessThanOrEqual(8);
  });
}
