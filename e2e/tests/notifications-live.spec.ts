import { expect, test } from '../support/fixtures.ts';
import { createClientWithInvoiceViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';

test("a client opening the invoice's link shows up as an unread notification that leads to the invoice", async ({ page, browser, signedInUser: _user }) => {
  const invoice = await createClientWithInvoiceViaApi(page.request, 'Harbor Renovations', { description: 'Deck repair', quantity: '6', unitPrice: 8500, unit: 'h' });
  const publicPath = await sendInvoiceViaApi(page.request, invoice.id);

  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(publicPath);
  await expect(publicPage.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await visitor.close();

  await page.reload();
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByText('Harbor Renovations opened it through its public link.')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Invoice ${invoice.number} was viewed`) }).click();

  await expect(page).toHaveURL(new RegExp(`/invoices/edit/${invoice.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
