import { addDays, appPaths } from '@ledgerline/contracts';
import { createClientViaApi, createInvoiceViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';

const today = () => new Date().toISOString().slice(0, 10);

test('the dashboard shows what is owed, and a figure opens the list filtered to it', async ({ page, signedInUser: _user }) => {
  const client = await createClientViaApi(page.request, { name: 'Harbour Joinery' });
  const dueDate = addDays(today(), -45);
  const late = await createInvoiceViaApi(page.request, {
    clientId: client.id,
    issueDate: addDays(dueDate, -30),
    dueDate,
    currency: 'USD',
    lines: [{ description: 'Staircase', quantity: '1', unitPrice: 250000 }],
  });
  await sendInvoiceViaApi(page.request, late.id);
  const current = await createInvoiceViaApi(page.request, {
    clientId: client.id,
    issueDate: today(),
    dueDate: addDays(today(), 30),
    currency: 'USD',
    lines: [{ description: 'Handrail', quantity: '1', unitPrice: 40000 }],
  });
  await sendInvoiceViaApi(page.request, current.id);

  await page.goto(appPaths.dashboard());
  await expect(page.getByRole('link', { name: /^Outstanding \$2,900\.00 2 invoices$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Overdue \$2,500\.00 1 invoice$/ })).toBeVisible();
  const aging = page.getByRole('region', { name: 'Aging of what clients owe' });
  await expect(aging.getByRole('row', { name: /31–60 days overdue Harbour Joinery 1 \$2,500\.00/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoiced and paid per month, last 12 months' })).toBeAttached();

  await aging.getByRole('link', { name: '31–60 days overdue' }).click();
  await expect(page).toHaveURL(/\/invoices\?aging=31-60$/);
  await expect(page.getByText('31–60 days overdue')).toBeVisible();
  await expect(page.getByText(late.number).first()).toBeVisible();
  await expect(page.getByText(current.number)).toHaveCount(0);
});

test("the chart's code failing to arrive leaves the figures, and Try again brings the chart", async ({ page, signedInUser: _user }) => {
  // The chart's chunk is told by its own heading: its file name changes with every build.
  let chartCodeArrives = false;
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const isChartCode = (await response.text()).includes('Invoiced vs paid, last 12 months');
    return isChartCode && !chartCodeArrives ? route.abort('internetdisconnected') : route.fulfill({ response });
  });
  await page.goto('/dashboard');
  const failure = page.getByRole('alert').filter({ hasText: 'The chart could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('link', { name: /^Outstanding/ })).toBeVisible();

  chartCodeArrives = true;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Invoiced vs paid, last 12 months' })).toBeVisible();
  await expect(failure).toBeHidden();
});
