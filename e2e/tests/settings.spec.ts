import { expect, test } from '../support/fixtures.ts';

test('the invoicing settings are saved and still there after a reload', async ({ page, signedInUser: _user }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  await page.getByLabel('Business name').fill('Oak & Nail Carpentry');
  await page.getByLabel('Tax ID').fill('US-99-1234567');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('Payment terms (days)').fill('14');
  await page.getByLabel('Including tax').check();
  await page.getByLabel('Invoice number pattern').fill('ON-{YY}-{000}');
  const year = String(new Date().getFullYear()).slice(2);
  await expect(page.getByText(`ON-${year}-001`)).toBeVisible();
  await page.getByRole('button', { name: 'Add tax rate' }).click();
  const rate = page.getByRole('group', { name: 'Tax rate 1' });
  await rate.getByLabel('Tax name').fill('State tax');
  await rate.getByLabel('Rate', { exact: true }).fill('8.875');
  await page.getByLabel('Payment instructions').fill('Bank transfer to IBAN US00 1234 5678');

  await page.getByLabel('Invoice number pattern').fill('ON-{YY}');
  await expect(page.getByText('The pattern needs exactly one counter such as {0000}.')).toBeVisible();
  await page.getByLabel('Invoice number pattern').fill('ON-{YY}-{000}');

  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Oak & Nail Carpentry');
  await expect(page.getByLabel('Tax ID')).toHaveValue('US-99-1234567');
  await expect(page.getByLabel('City')).toHaveValue('Portland');
  await expect(page.getByLabel('Payment terms (days)')).toHaveValue('14');
  await expect(page.getByLabel('Including tax')).toBeChecked();
  await expect(page.getByLabel('Invoice number pattern')).toHaveValue('ON-{YY}-{000}');
  await expect(page.getByRole('group', { name: 'Tax rate 1' }).getByLabel('Rate', { exact: true })).toHaveValue('8.875');
  await expect(page.getByLabel('Payment instructions')).toHaveValue('Bank transfer to IBAN US00 1234 5678');
});
