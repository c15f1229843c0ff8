import { createClientViaApi, createInvoiceViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';

const PLACEHOLDER = 'Type a command or search...';

const KEYWORDS: [string, string][] = [
  ['home', 'Go to Dashboard'],
  ['overview', 'Go to Dashboard'],
  ['billing', 'Invoices'],
  ['payments', 'Invoices'],
  ['quotes', 'Estimates'],
  ['proposals', 'Estimates'],
  ['customers', 'Clients'],
  ['contacts', 'Clients'],
  ['preferences', 'Settings'],
  ['config', 'Settings'],
  ['add invoice', 'Create New Invoice'],
  ['new bill', 'Create New Invoice'],
  ['add estimate', 'Create New Estimate'],
  ['new quote', 'Create New Estimate'],
];

test('the palette loads on first use and shows its two groups', async ({ page, signedInUser: _user }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);
  expect(stylesheets, 'no palette styles before it is opened').toEqual([]);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByPlaceholder(PLACEHOLDER)).toBeFocused();
  expect(stylesheets).toHaveLength(1);
  await expect(palette.getByRole('heading', { name: 'Navigation' })).toBeVisible();
  await expect(palette.getByRole('heading', { name: 'Actions' })).toBeVisible();
  await expect(palette.getByRole('button')).toHaveText([
    'Go to Dashboard',
    'Invoices',
    'Estimates',
    'Clients',
    'Settings',
    'Create New Invoice',
    'Create New Estimate',
  ]);
});

test('every extra keyword finds its entry, and nonsense shows the empty text', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder(PLACEHOLDER);
  for (const [keyword, label] of KEYWORDS) {
    await input.fill(keyword);
    await expect(page.getByRole('dialog').getByRole('button', { name: label, exact: true }), keyword).toBeVisible();
  }
  await input.fill('zebra crossing');
  await expect(page.getByText('No results found')).toBeVisible();
});

test('choosing an entry navigates and closes the palette', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder(PLACEHOLDER).fill('new bill');
  await page.getByRole('button', { name: 'Create New Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/create$/);
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeHidden();
  // The editor focuses its first field when it mounts; open the palette again once it has.
  await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible();

  await page.evaluate(() => window.dispatchEvent(new Event('ledgerline:open-command-palette')));
  await page.getByPlaceholder(PLACEHOLDER).fill('quotes');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/estimates$/);
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Esc closes the palette', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeHidden();
});

test("a palette whose code cannot be loaded says so, leaves the app working, and loads on the next try", async ({
  page,
  signedInUser: _user,
}) => {
  const shellChunk = /\/\d+\.[0-9a-f]{8}\.js$/;
  await page.route(shellChunk, async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    // A chunk the page stopped waiting for (the sign-in fixture's page navigating to /dashboard) is
    // already answered by the time its copy arrives: nothing is left to answer.
    const answer = source.includes(PLACEHOLDER) ? route.abort('connectionrefused') : route.fulfill({ response });
    await answer.catch((error: Error) => {
      if (!error.message.includes('already handled')) throw error;
    });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('alert').filter({ hasText: 'The command palette could not be loaded' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);

  await page.unroute(shellChunk);
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible();
});

test('the palette finds records by any part of their number, with kind and status, and opens one', async ({ page, signedInUser: _user }) => {
  const client = await createClientViaApi(page.request, { name: 'Quarry Lane Builders' });
  const invoice = await createInvoiceViaApi(page.request, {
    clientId: client.id,
    number: 'INV-2026-0013',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'USD',
    lines: [{ description: 'Stone wall repair', quantity: '1', unitPrice: 398400 }],
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder(PLACEHOLDER).fill('0013');
  const palette = page.getByRole('dialog');
  await expect(palette.getByRole('heading', { name: 'Records' })).toBeVisible();
  const record = palette.getByRole('button', { name: /INV-2026-0013/ });
  await expect(record).toContainText('Invoice');
  await expect(record).toContainText('Draft');
  await expect(record).toContainText('Quarry Lane Builders');
  await record.click();
  await expect(page).toHaveURL(new RegExp(`/invoices/edit/${invoice.id}$`));
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeHidden();
});
