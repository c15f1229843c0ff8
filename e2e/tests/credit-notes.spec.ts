import { randomUUID } from 'node:crypto';
import { appPaths, type Invoice } from '@ledgerline/contracts';
import { expect, test } from '../support/fixtures.ts';
import { buyPlanViaApi } from '../support/billing-api.ts';
import { createClientViaApi, createInvoiceViaApi, saveSettingsViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';
import { allowing } from '../support/slow-machine.ts';
import { horizontalOverflow } from '../support/layout.ts';

test('a sent invoice refuses edits and offers Credit note; a credit note on its online payment refunds through the test-mode provider', async ({ page, browser, signedInUser: _user }) => {
  test.setTimeout(allowing(90_000));
  // Online payments are part of Pro.
  await buyPlanViaApi(page.request, 'pro');
  await saveSettingsViaApi(page.request, { businessName: 'Oak & Nail Carpentry', acceptOnlinePayments: true });
  const client = await createClientViaApi(page.request, { name: 'Harbor Renovations', email: 'office@harbor.example' });
  const invoice = await createInvoiceViaApi(page.request, {
    clientId: client.id,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'USD',
    lines: [
      { description: 'Deck boards', quantity: '10', unitPrice: 4000 },
      { description: 'Labour', quantity: '1', unitPrice: 20000 },
    ],
  });
  // The client pays the whole $600.00 by card, through the invoice's link, in test mode.
  const publicPath = await sendInvoiceViaApi(page.request, invoice.id);
  const publicApi = publicPath.replace('/view/invoice/', '/api/public/invoices/');
  const started = await (await page.request.post(`${publicApi}/payments`, { data: { amount: 60000 }, headers: { 'Idempotency-Key': randomUUID() } })).json();
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
  expect((await page.request.post(`/api/test-payments/payments/${started.paymentId}/confirm`, { data: { clientSecret: started.clientSecret, card } })).ok()).toBe(true);
  await expect.poll(async () => ((await (await page.request.get(`/api/invoices/${invoice.id}`)).json()) as Invoice).status).toBe('paid');

  await page.goto(appPaths.invoice(invoice.id));
  await expect(page.getByText(`Invoice ${invoice.number} has been issued, so what it bills stays as the client received it.`)).toBeVisible();
  await expect(page.getByLabel('Line 1 quantity')).toBeDisabled();

  // Four of the ten deck boards went back: the credit note takes them at the invoice's price.
  await page.getByRole('button', { name: /Credit note$/ }).click();
  const dialog = page.getByRole('dialog', { name: `Credit note for invoice ${invoice.number}` });
  await dialog.getByRole('checkbox', { name: 'Credit Labour' }).uncheck();
  await dialog.getByRole('textbox', { name: 'Quantity to credit of Deck boards' }).fill('4');
  await dialog.getByLabel('Reason').fill('Four deck boards returned unused');
  await expect(dialog.getByRole('radio', { name: /Back to the client/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();

  await expect(page.getByRole('heading', { level: 2, name: /^Credit note CN-\d{4}$/ })).toBeVisible();
  const settlement = page.getByRole('region', { name: 'Where the credit went' });
  await expect(settlement).toContainText('Refunded to the client’s card');
  await expect(settlement).toContainText('$160.00');
  await expect(page.getByRole('link', { name: `${invoice.number} of Nov 2, 2026` })).toBeVisible();

  // The client opens the credit note from its link, signed out, and reads the invoice it corrects.
  await page.getByRole('button', { name: /Send$/ }).click();
  await page.getByRole('dialog', { name: /^Email credit note/ }).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('button', { name: /Send again$/ })).toBeVisible();
  const url = new URL(page.url());
  const creditNote = await (await page.request.get(`/api${url.pathname}`)).json();
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 812 } });
  const phone = await visitor.newPage();
  await phone.goto(new URL(creditNote.publicUrl).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: creditNote.number })).toBeVisible();
  await expect(phone.getByText(`${invoice.number} of Nov 2, 2026`)).toBeVisible();
  await expect(phone.getByText('Refunded to the card paid with')).toBeVisible();
  expect(await horizontalOverflow(phone)).toBe(0);
  await visitor.close();

  // The invoice stays paid for what it still bills, and lists its credit note.
  await page.goto(appPaths.invoice(invoice.id));
  await expect(page.getByRole('link', { name: `Credit note ${creditNote.number}` })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the credit note dialog and the credit note page fit a phone', async ({ page, signedInUser: _user }) => {
    const client = await createClientViaApi(page.request, { name: 'Harbor Renovations' });
    const invoice = await createInvoiceViaApi(page.request, { clientId: client.id, issueDate: '2026-11-02', dueDate: '2026-12-02', currency: 'USD', lines: [{ description: 'Deck boards, pressure-treated pine', quantity: '10', unitPrice: 4000 }] });
    await sendInvoiceViaApi(page.request, invoice.id);

    await page.goto(appPaths.invoice(invoice.id));
    await page.getByRole('button', { name: /Credit note$/ }).click();
    const dialog = page.getByRole('dialog', { name: `Credit note for invoice ${invoice.number}` });
    await expect(dialog.getByRole('button', { name: 'Issue credit note' })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
    await dialog.getByLabel('Reason').fill('Two boards returned');
    await dialog.getByRole('textbox', { name: 'Quantity to credit of Deck boards, pressure-treated pine' }).fill('2');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();

    await expect(page.getByRole('heading', { level: 2, name: /^Credit note CN-\d{4}$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Send$/ })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
