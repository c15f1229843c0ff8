import { appPaths } from '@ledgerline/contracts';
import { expect, test } from '../support/fixtures.ts';
import { buyPlanViaApi } from '../support/billing-api.ts';
import { createClientWithInvoiceViaApi, saveSettingsViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';
import { horizontalOverflow } from '../support/layout.ts';

for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the client pays an invoice with Pay now in test mode and the owner sees it paid', async ({ page, browser, signedInUser: _user }) => {
      // Online payments are part of Pro.
      await buyPlanViaApi(page.request, 'pro');
      await saveSettingsViaApi(page.request, { businessName: 'Oak & Nail Carpentry', acceptOnlinePayments: true });
      const invoice = await createClientWithInvoiceViaApi(page.request, 'Harbor Renovations', { description: 'Deck repair', quantity: '1', unitPrice: 25000 });
      const publicPath = await sendInvoiceViaApi(page.request, invoice.id);

      const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
      const client = await visitor.newPage();
      await client.goto(publicPath);
      const payNow = client.getByRole('region', { name: 'Pay this invoice online' });
      await expect(payNow.getByText('Test mode')).toBeVisible();
      await payNow.getByRole('button', { name: 'Pay now $250.00' }).click();
      await payNow.getByLabel('Card number').fill('4000 0000 0000 0002');
      await payNow.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await payNow.getByLabel('CVC').fill('123');
      await payNow.getByRole('button', { name: 'Pay $250.00' }).click();
      await expect(payNow.getByText('Your card was declined.')).toBeVisible();
      await payNow.getByLabel('Card number').fill('4242 4242 4242 4242');
      await payNow.getByRole('button', { name: 'Pay $250.00' }).click();
      await expect(client.getByText('Your payment of $250.00 was received.')).toBeVisible();
      await expect(client.getByText('Paid', { exact: true })).toBeVisible();
      const overflow = await horizontalOverflow(client);
      expect(overflow).toBe(0);
      await visitor.close();

      await page.goto(appPaths.invoice(invoice.id));
      await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
      const payments = page.getByRole('region', { name: 'Payments' });
      await expect(payments).toContainText('$250.00');
      await expect(payments).toContainText(/Card · tpi_/);
    });
  });
}
