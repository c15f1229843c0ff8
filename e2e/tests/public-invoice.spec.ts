import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { createClientViaApi, createClientWithInvoiceViaApi, createInvoiceViaApi, saveSettingsViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';
import { horizontalOverflow } from '../support/layout.ts';

test('an unknown invoice link says so clearly, with no app frame and no sign-in', async ({ page }) => {
  await page.goto('/view/invoice/this-token-was-never-issued-0000000000');
  await expect(page.getByRole('heading', { name: 'This invoice link is not valid' })).toBeVisible();
  await expect(page.getByText('Ask the sender for a new link.')).toBeVisible();
  await expect(page).toHaveURL(/\/view\/invoice\/this-token-was-never-issued-0000000000$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Sign in|Log out/ })).toHaveCount(0);
});

test('a sent invoice opens from its link in a fresh browser without sign-in, and its PDF downloads', async ({ page, browser, signedInUser: _user }) => {
  await saveSettingsViaApi(page.request, {
    businessName: 'Oak & Nail Carpentry',
    address: { line1: '400 Mill Road', line2: '', city: 'Portland', region: 'OR', postalCode: '97201', country: 'USA' },
    paymentInstructions: 'Bank transfer to IBAN US00 1234 5678',
  });
  const client = await createClientViaApi(page.request, {
    name: 'Harbor Renovations',
    company: 'Harbor Renovations LLC',
    billingAddress: { line1: '12 Dock Street', city: 'Seattle' },
  });
  const invoice = await createInvoiceViaApi(page.request, {
    clientId: client.id,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'USD',
    lines: [
      { description: 'Kitchen cabinets, installed', quantity: '2', unitPrice: 45000, unit: 'pcs', taxes: [{ id: 'tax-1', name: 'Sales tax', rate: '10' }] },
      { description: '<b>Hardware</b>', quantity: '1', unitPrice: 12050, taxes: [{ id: 'tax-1', name: 'Sales tax', rate: '10' }] },
    ],
  });
  const publicPath = await sendInvoiceViaApi(page.request, invoice.id);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const publicPage = await visitor.newPage();
  // A browser without the save picker takes the plain download, which Playwright can observe.
  await publicPage.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await publicPage.goto(publicPath);

  await expect(publicPage.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(publicPage.getByRole('region', { name: 'From' })).toContainText('Oak & Nail Carpentry');
  await expect(publicPage.getByRole('region', { name: 'From' })).toContainText('400 Mill Road');
  await expect(publicPage.getByRole('region', { name: 'Bill to' })).toContainText('Harbor Renovations LLC');
  await expect(publicPage.getByRole('row', { name: /Kitchen cabinets, installed/ })).toContainText('$900.00');
  await expect(publicPage.getByRole('row', { name: /<b>Hardware<\/b>/ })).toContainText('$120.50');
  const totals = publicPage.getByRole('table', { name: 'Totals' });
  await expect(totals.getByRole('row', { name: /Subtotal/ })).toContainText('$1,020.50');
  await expect(totals.getByRole('row', { name: /Sales tax/ })).toContainText('$102.05');
  await expect(totals.getByRole('row', { name: /^Total/ })).toContainText('$1,122.55');
  await expect(publicPage.getByText('Dec 2, 2026')).toBeVisible();
  await expect(publicPage.getByRole('region', { name: 'Payment instructions' })).toContainText('Bank transfer to IBAN US00 1234 5678');
  await expect(publicPage.getByRole('banner')).toHaveCount(0);

  const download = publicPage.waitForEvent('download');
  await publicPage.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`Invoice-${invoice.number}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await visitor.close();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the public invoice fits the screen', async ({ page, browser, signedInUser: _user }) => {
    const invoice = await createClientWithInvoiceViaApi(page.request, 'Harbor Renovations', { description: 'A long description of the work done on the kitchen, the hallway and the stairs', quantity: '12.5', unitPrice: 8000, unit: 'h' });
    const publicPath = await sendInvoiceViaApi(page.request, invoice.id);
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 812 } });
    const publicPage = await visitor.newPage();
    await publicPage.goto(publicPath);
    await expect(publicPage.getByRole('row', { name: /A long description/ })).toContainText('$1,000.00');
    await expect(publicPage.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    const overflow = await horizontalOverflow(publicPage);
    expect(overflow).toBe(0);
    await visitor.close();
  });
});
