import type { Page } from '@playwright/test';
import { appPaths } from '@ledgerline/contracts';
import { createClientViaApi } from '../support/clients-api.ts';
import { sentEstimateViaApi } from '../support/estimates-api.ts';
import { expect, test, type NewUser } from '../support/fixtures.ts';
import { InvoiceEditorPage } from '../support/invoices-editor.ts';
import { horizontalOverflow } from '../support/layout.ts';

/** The deck is the work; the railing is an optional line the client may add, so it is in no total. */
const LINES = [
  { description: 'Deck framing and decking', quantity: '1', unitPrice: '4800.00' },
  { description: 'Cable railing', quantity: '1', unitPrice: '1250.00' },
];

async function writeAnEstimate(page: Page, user: NewUser) {
  // Three pages, a new client and a reload: more than the default half minute on a busy machine.
  test.slow();
  // The line and totals editors are the ones every document kind shares.
  const editor = new InvoiceEditorPage(page);
  await page.goto('/estimates');
  await expect(page.getByRole('heading', { name: 'Estimates', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'New estimate' }).click();
  await expect(page).toHaveURL(/\/estimates\/create$/);
  await expect(page.getByRole('heading', { name: 'New estimate' })).toBeVisible();

  await editor.addClientOnTheSpot({ name: `Grace Hopper ${user.username}`, company: 'Harbor Decks', email: `${user.username}@client.example` });
  await editor.fillLines(LINES);
  await page.getByRole('switch', { name: 'Line 2 optional' }).click();
  await page.getByRole('radiogroup', { name: 'Deposit' }).getByText('Percentage').click();
  await page.getByLabel('Deposit percentage').fill('30');
  await expect(editor.totalsRow('Total')).toContainText('$4,800.00');
  await expect(page.getByText('Requested on acceptance:')).toContainText('$1,440.00');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/estimates\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Estimate EST-0001' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Estimate status' })).toHaveText('Draft');
  // What was saved comes back: the optional line stays optional.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Line 2 optional' })).toBeChecked();
  await expect(editor.totalsRow('Total')).toContainText('$4,800.00');

  await page.goto('/estimates');
  await expect(page.getByRole('link', { name: 'EST-0001' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Estimates selected' })).toContainText('$4,800.00');
}

test('write an estimate with an optional line and a deposit, save it and find it in the list', async ({ page, signedInUser }) => {
  await writeAnEstimate(page, signedInUser);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the list, the editor and the client’s page fit the screen', async ({ page, browser, baseURL, signedInUser }) => {
    const client = await createClientViaApi(page.request, { name: `Grace Hopper ${signedInUser.username}`, company: 'Harbor Decks' });
    const lines = LINES.map((line, index) => ({ description: line.description, quantity: line.quantity, unitPrice: Math.round(Number(line.unitPrice) * 100), optional: index === 1 }));
    const { id, publicPath } = await sentEstimateViaApi(page.request, { clientId: client.id, lines, deposit: { type: 'percent', value: '30' } });

    await page.goto('/estimates');
    await expect(page.getByRole('link', { name: 'EST-0001' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    await page.goto(appPaths.estimate(id));
    await expect(new InvoiceEditorPage(page).totalsRow('Total')).toContainText('$4,800.00');
    await expect(page.getByRole('switch', { name: 'Line 2 optional' })).toBeChecked();
    expect(await horizontalOverflow(page)).toBe(0);

    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, baseURL });
    const clientPage = await context.newPage();
    await clientPage.goto(publicPath);
    await expect(clientPage.getByRole('checkbox', { name: /Cable railing/ })).toBeVisible();
    await expect(clientPage.getByRole('row', { name: /^Total/ })).toContainText('$4,800.00');
    expect(await horizontalOverflow(clientPage)).toBe(0);
    await context.close();
  });
});
