import type { Estimate, Invoice } from '@ledgerline/contracts';
import { createClientViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';
import { InvoiceEditorPage } from '../support/invoices-editor.ts';
import { screenshots } from '../support/screenshots.ts';
import { expectControlledByServiceWorker } from '../support/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

test('offline, a new invoice and an estimate edit wait on the device through a reload, sync once online, and a refused edit keeps its reason until reapplied', async ({
  page,
  context,
  signedInUser: _user,
}) => {
  // Three screens opened online, a reload offline, then the sync: more than the default half minute on a busy machine.
  test.slow();
  const client = await createClientViaApi(page.request, { name: 'Harbor Decks' });
  const created = await page.request.post('/api/estimates', {
    data: { clientId: client.id, issueDate: '2026-11-02', validUntil: '2026-12-02', currency: 'USD', lines: [{ description: 'Deck framing', quantity: '1', unitPrice: 480000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const estimate = (await created.json()) as Estimate;

  // Opened online once the worker is in control, so the worker keeps the screens and their data.
  await page.goto('/dashboard');
  await expectControlledByServiceWorker(page);
  await page.goto(`/estimates/edit/${estimate.id}`);
  await expect(page.getByRole('heading', { name: `Estimate ${estimate.number}` })).toBeVisible();
  await page.goto('/invoices/create');
  await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible();

  await context.setOffline(true);
  const editor = new InvoiceEditorPage(page);
  await editor.chooseClient('Harbor Decks');
  await editor.fillLines([{ description: 'Railing repair', quantity: '1', unitPrice: '350.00' }]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Invoice saved on this device')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoice Draft 1' })).toBeVisible();

  await page.goto(`/estimates/edit/${estimate.id}`);
  await page.getByLabel('Line 1 description', { exact: true }).fill('Deck framing, cedar');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Estimate saved on this device')).toBeVisible();
  // Someone else changes the same estimate meanwhile.
  const theirs = await page.request.put(`/api/estimates/${estimate.id}`, {
    data: { clientId: client.id, issueDate: '2026-11-02', validUntil: '2026-12-02', currency: 'USD', lines: [{ description: 'Deck framing, pine', quantity: '1', unitPrice: 480000 }], version: estimate.version },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  // The outbox survives a reload: the badge counts both saves, and the editor shows the edit made here.
  await page.reload();
  await expect(page.getByRole('button', { name: '2 changes wait to sync' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText('2 changes wait to sync.');
  await expect(page.getByLabel('Line 1 description', { exact: true })).toHaveValue('Deck framing, cedar');
  await expect(page.getByText('Waiting to sync')).toBeVisible();

  await context.setOffline(false);
  // The invoice syncs and gets its number; the estimate's edit was made on a version that is gone.
  await expect(page.getByText('Invoice Draft 1 synced')).toBeVisible();
  const refused = page.getByRole('alert').filter({ hasText: 'could not be synced' });
  await expect(refused).toContainText('This estimate was changed by someone else.');
  await expect(page.getByRole('button', { name: '1 change waits to sync, one or more refused' })).toBeVisible();
  const invoices = (await (await page.request.get('/api/invoices')).json()) as { items: Pick<Invoice, 'client' | 'total'>[] };
  expect(invoices.items.map((invoice) => [invoice.client.name, invoice.total])).toEqual([['Harbor Decks', 35000]]);

  await refused.getByRole('button', { name: 'Reapply on the latest version' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByRole('button', { name: /wait.* to sync/ })).toBeHidden();
  const synced = (await (await page.request.get(`/api/estimates/${estimate.id}`)).json()) as Estimate;
  expect(synced.lines.map((line) => line.description)).toEqual(['Deck framing, cedar']);
  expect(synced.version).toBe(estimate.version + 2);
});

test("a draft made offline in one tab shows at once in the other tab's outbox and invoice list, and the two tabs sync it once", async ({
  page,
  context,
  signedInUser: _user,
}, testInfo) => {
  // Two tabs, an offline save and the sync: more than the default half minute on a busy machine.
  test.slow();
  await createClientViaApi(page.request, { name: 'Cedar Row' });
  const other = await context.newPage();
  await other.goto('/invoices');
  await expect(other.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expectAppDrawn(other);
  await page.goto('/invoices/create');
  await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible();

  await context.setOffline(true);
  const editor = new InvoiceEditorPage(page);
  await editor.chooseClient('Cedar Row');
  await editor.fillLines([{ description: 'Fence stain', quantity: '1', unitPrice: '120.00' }]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Invoice saved on this device')).toBeVisible();
  await expect(other.getByRole('button', { name: '1 change waits to sync' })).toBeVisible();
  // The list comes from the server, which has not got the draft: it names it above the rows instead.
  await expect(other.getByText('1 new invoice saved on this device waits to sync')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Invoice Draft 1' })).toBeVisible();
  await screenshots(other, testInfo, 'invoices-offline-draft');

  await context.setOffline(false);
  for (const tab of [page, other]) await expect(tab.getByRole('button', { name: /wait.* to sync/ })).toBeHidden();
  await expect(other.getByText(/saved on this device wait/)).toBeHidden();
  const invoices = (await (await page.request.get('/api/invoices')).json()) as { items: Pick<Invoice, 'client' | 'total'>[] };
  expect(invoices.items.map((invoice) => [invoice.client.name, invoice.total])).toEqual([['Cedar Row', 12000]]);
});
