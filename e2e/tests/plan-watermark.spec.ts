import { expect, test } from '../support/fixtures.ts';
import { createClientWithInvoiceViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';
import { pdfText } from '../support/invoices-pdf.ts';

const FREE_MARK = 'Made with Ledgerline — Free plan';

test('a Free account’s client sees the plan’s mark on the public invoice and its PDF; the owner’s dashboard carries none', async ({ page, browser, signedInUser: _user }) => {
  const invoice = await createClientWithInvoiceViaApi(page.request, 'Harbor Renovations', { description: 'Deck repair', quantity: '1', unitPrice: 25000 });
  const publicPath = await sendInvoiceViaApi(page.request, invoice.id);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const client = await visitor.newPage();
  // A browser without the save picker takes the plain download, which Playwright can observe.
  await client.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await client.goto(publicPath);
  await expect(client.getByRole('article', { name: `Invoice ${invoice.number}` }).getByText(FREE_MARK)).toBeVisible();
  const download = client.waitForEvent('download');
  await client.getByRole('button', { name: 'Download PDF' }).click();
  expect(await pdfText(await (await download).path())).toContain(FREE_MARK);
  await visitor.close();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Your plan' })).toContainText('You are on the Free plan.');
  await expect(page.getByText(/Made with Ledgerline/)).toHaveCount(0);
  // Nothing is laid across the owner's screen: no fixed layer as large as the window.
  const coveringLayers = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return getComputedStyle(element).position === 'fixed' && box.width >= window.innerWidth * 0.9 && box.height >= window.innerHeight * 0.9;
    }).length,
  );
  expect(coveringLayers).toBe(0);
});
