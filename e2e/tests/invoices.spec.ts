import type { Browser, Page } from '@playwright/test';
import { addDays, appPaths, type AccountSettings, type MailList } from '@ledgerline/contracts';
import { createClientViaApi, createInvoiceViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';
import { expect, test, type NewUser } from '../support/fixtures.ts';
import { InvoiceEditorPage } from '../support/invoices-editor.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { pdfText } from '../support/invoices-pdf.ts';

/** Three lines and a 10 % discount: 59.97 + 112.75 + 0.30 = 173.02, less 17.30, is 155.72. */
const LINES = [
  { description: 'Porcelain floor tiles', quantity: '3', unitPrice: '19.99' },
  { description: 'Tiling labour', quantity: '2.5', unitPrice: '45.10' },
  { description: 'Grout', quantity: '1', unitPrice: '0.30' },
];
const EXPECTED = { subtotal: '$173.02', discount: '-$17.30', total: '$155.72', afterPartial: '$105.72' };

/** The client opens the link in a fresh context, without the owner's session: the totals, and nothing wider than the screen. */
async function expectPublicTotals(browser: Browser, publicUrl: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const publicPage = await context.newPage();
  await publicPage.goto(publicUrl);
  const totals = publicPage.getByRole('table', { name: 'Totals' });
  await expect(totals.getByRole('row', { name: /^Subtotal/ })).toContainText(EXPECTED.subtotal);
  await expect(totals.getByRole('row', { name: /^Discount/ })).toContainText(EXPECTED.discount);
  await expect(totals.getByRole('row', { name: /^Total/ })).toContainText(EXPECTED.total);
  expect(await horizontalOverflow(publicPage)).toBe(0);
  await context.close();
}

const businessName = async (page: Page) => ((await (await page.request.get('/api/account/settings')).json()) as AccountSettings).businessName;

async function writeInvoiceAndGetPaid(page: Page, browser: Browser, user: NewUser, viewport: { width: number; height: number }) {
  // One test walks the whole life of an invoice, a second browser context and a PDF render included.
  test.slow();
  const editor = new InvoiceEditorPage(page);
  const clientName = `Ada Lovelace ${user.username}`;
  // Chromium has the file-save picker, which a test cannot answer; without it the app downloads.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'showSaveFilePicker'));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/create$/);
  await editor.addClientOnTheSpot({ name: clientName, company: 'Analytical Engines', email: `${user.username}@client.example` });
  await editor.fillLines(LINES);
  await editor.setInvoiceDiscountPercent('10');

  await expect(editor.totalsRow('Subtotal')).toContainText(EXPECTED.subtotal);
  await expect(editor.totalsRow('Discount')).toContainText(EXPECTED.discount);
  await expect(editor.totalsRow('Total')).toContainText(EXPECTED.total);

  // Saved first, as a new invoice has no More menu yet; then marked sent, to share its link by hand.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/invoices\/edit\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: /More$/ }).click();
  await page.getByRole('menuitem', { name: 'Mark as sent' }).click();
  await expect(editor.status()).toHaveText('Sent');
  const heading = await page.getByRole('heading', { level: 2, name: /^Invoice / }).textContent();
  const number = (heading ?? '').replace(/^Invoice /, '');
  expect(number).toMatch(/^INV-\d{4}-\d{4}$/);

  // Marked sent, the invoice's link opens to be handed over.
  const share = page.getByRole('dialog', { name: `Share invoice ${number}` });
  await share.getByRole('button', { name: /Copy link/ }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  const publicUrl = await page.evaluate(() => navigator.clipboard.readText());
  await share.getByRole('button', { name: 'Done' }).click();
  expect(publicUrl).toMatch(/\/view\/invoice\/[A-Za-z0-9_-]{22,}$/);
  await expectPublicTotals(browser, publicUrl, viewport);

  await editor.recordPayment('50.00');
  await expect(editor.status()).toHaveText('Partially paid');
  await expect(editor.totalsRow('Balance due')).toContainText(EXPECTED.afterPartial);
  await editor.recordPayment(undefined, { sendReceipt: true });
  await expect(editor.status()).toHaveText('Paid');
  await expect(editor.totalsRow('Balance due')).toContainText('$0.00');

  // The client got the receipt of the payment that settled it; the owner downloads the same from the payment.
  const subjects = async () => ((await (await page.request.get('/api/mail?page=1&pageSize=20')).json()) as MailList).items.map((item) => item.subject);
  await expect.poll(subjects).toContain(`Receipt ${number}-2 for your payment to ${await businessName(page)}`);
  const receiptDownload = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: `Download receipt ${number}-2` }).click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toBe(`Receipt-${number}-2.pdf`);
  const receiptText = (await pdfText(await receipt.path())).replace(/\s+/g, ' ');
  for (const printed of ['Receipt', `${number}-2`, 'Amount received $105.72', 'Balance due after this payment $0.00', 'Paid in full. Thank you.']) expect(receiptText).toContain(printed);
  await expect(page.getByRole('alert').filter({ hasText: 'PDF downloaded' }).filter({ hasText: `Receipt-${number}-2.pdf` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Invoice-${number}.pdf`);
  const text = await pdfText(await file.path());
  expect(text).toContain(number);
  expect(text).toContain(clientName);
  expect(text).toContain(EXPECTED.total);
  await expect(page.getByRole('alert').filter({ hasText: 'PDF downloaded' }).filter({ hasText: `Invoice-${number}.pdf` })).toBeVisible();

  await page.goto('/invoices');
  await expect(page.getByRole('link', { name: number })).toBeVisible();
}

test('write an invoice with three lines and a discount, share it, get it paid and download its PDF', async ({ page, browser, signedInUser }) => {
  await writeInvoiceAndGetPaid(page, browser, signedInUser, { width: 1280, height: 720 });
});

test.describe('on a 375 px phone', () => {
  const viewport = { width: 375, height: 800 };
  test.use({ viewport });

  test('the list, the editor and the client’s page fit the screen', async ({ page, browser, baseURL, signedInUser }) => {
    const client = await createClientViaApi(page.request, { name: `Ada Lovelace ${signedInUser.username}`, company: 'Analytical Engines' });
    const lines = LINES.map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: Math.round(Number(line.unitPrice) * 100) }));
    const issueDate = new Date().toISOString().slice(0, 10);
    const invoice = await createInvoiceViaApi(page.request, {
      clientId: client.id,
      issueDate,
      dueDate: addDays(issueDate, 30),
      currency: 'USD',
      lines,
      discount: { type: 'percent', value: '10' },
    });
    const publicPath = await sendInvoiceViaApi(page.request, invoice.id);

    await page.goto('/invoices');
    await expect(page.getByRole('link', { name: invoice.number })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    const editor = new InvoiceEditorPage(page);
    await page.goto(appPaths.invoice(invoice.id));
    await expect(editor.totalsRow('Total')).toContainText(EXPECTED.total);
    await expect(page.getByRole('button', { name: /More$/ })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    await expectPublicTotals(browser, `${baseURL}${publicPath}`, viewport);
  });
});
