import { expect, test } from '../support/fixtures.ts';

test('an owner saves a test card, makes another the default and removes one', async ({ page, signedInUser: _user }) => {
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByText('No card saved yet.')).toBeVisible();

  for (const number of ['4242 4242 4242 4242', '5555 5555 5555 4444']) {
    await page.getByRole('button', { name: /Add card/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByLabel('Card number').fill(number);
    await dialog.getByLabel('Expiry (MM / YY)').fill('08 / 33');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog).toBeHidden();
  }
  const visa = page.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' });
  const mastercard = page.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' });
  await expect(visa).toContainText('Default');
  await expect(visa).toContainText('Expires 08/2033');

  await page.getByRole('button', { name: 'Make the Mastercard ending in 4444 the default' }).click();
  await expect(mastercard).toContainText('Default');
  await page.getByRole('button', { name: 'Remove the Visa ending in 4242' }).click();
  await page.getByRole('dialog', { name: 'Remove the Visa ending in 4242?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(visa).toHaveCount(0);
  await page.reload();
  await expect(mastercard).toContainText('Default');
});
