import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { buyPlanViaApi } from '../support/billing-api.ts';
import { saveSettingsViaApi } from '../support/clients-api.ts';
import { InvoiceEditorPage } from '../support/invoices-editor.ts';
import { allowing } from '../support/slow-machine.ts';

/**
 * A contractor's whole job: estimate → public acceptance with a drawn signature and an optional
 * line → a 30 % deposit invoice (on the phone the client pays it by card right after signing; on the
 * desktop the owner invoices it) → a change order built from an estimate line (+2 days, +$1,200)
 * approved from its own public link → the contract value and revised date on the estimate → the
 * final invoice, which deducts the deposit. Once on a desktop and once on a phone.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** The public link shown after sending, as a path on this server. */
async function publicPathOf(page: Page): Promise<string> {
  const link = page.getByRole('textbox', { name: 'Public link', exact: true });
  await expect(link).toHaveValue(/\/view\//);
  return new URL(await link.inputValue()).pathname;
}

/** Draws a short stroke on the signature pad, the way a finger would. */
async function drawSignature(pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad has no size.');
  const page = pad.page();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 5 });
  await page.mouse.up();
}

/** Opens a public link in a fresh, signed-out browser context of the same size. */
async function openSignedOut(browser: Browser, path: string, viewport: { width: number; height: number }, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Signs the open public document with a typed name, a drawn signature and the consent box. */
async function signWithDrawing(page: Page, accept: string, name: string): Promise<void> {
  await page.getByRole('group', { name: /Your answer to this/ }).getByRole('button', { name: accept }).click();
  await page.getByLabel('Your full name').fill(name);
  await drawSignature(page.getByRole('img', { name: /Signature pad/ }));
  await page.getByRole('checkbox', { name: /I agree to sign this document electronically/ }).check();
  await page.getByRole('button', { name: `${accept} and sign`, exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an estimate is accepted with a signature, billed by deposit, changed by an approved change order and closed by a final invoice', async ({ page, browser, baseURL, signedInUser }) => {
      test.setTimeout(allowing(120_000));
      const editor = new InvoiceEditorPage(page);
      const clientName = `Dana Whitfield ${signedInUser.username}`;
      const depositAtSigning = viewport.name === 'phone';
      if (depositAtSigning) {
        // Online payments are part of Pro.
        await buyPlanViaApi(page.request, 'pro');
        await saveSettingsViaApi(page.request, { businessName: 'Oak & Nail Carpentry', acceptOnlinePayments: true });
      }

      // 1. The estimate: two lines, the second optional, a 30 % deposit, valid for 30 days by default.
      await page.goto('/estimates/new');
      await editor.addClientOnTheSpot({ name: clientName, company: 'Whitfield Homes', email: 'dana@client.example' });
      await editor.fillLines([
        { description: 'Kitchen remodel', quantity: '1', unitPrice: '10000' },
        { description: 'Under-cabinet lighting', quantity: '1', unitPrice: '800' },
      ]);
      await page.getByRole('switch', { name: /Line 2 optional|Optional/ }).check();
      await page.getByText('Percentage', { exact: true }).click();
      await page.getByLabel('Deposit percentage').fill('30');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page).toHaveURL(/\/estimates\/edit\//);
      // Saved: the editor now holds the stored estimate, whose acts include More.
      await expect(page.getByRole('button', { name: /More$/ })).toBeVisible();
      const estimateUrl = page.url();

      // 2. Mark it sent, to hand the link over another way: the public link appears.
      await page.getByRole('button', { name: /More$/ }).click();
      await page.getByRole('menuitem', { name: 'Mark as sent' }).click();
      const estimateLink = await publicPathOf(page);
      await page.getByRole('button', { name: 'Done' }).click();

      // 3. The client, signed out, ticks the optional line, draws a signature and accepts.
      const client = await openSignedOut(browser, estimateLink, viewport, baseURL ?? '');
      await expect(client.getByRole('heading', { name: /Estimate/ }).first()).toBeVisible();
      await client.getByRole('checkbox', { name: /Under-cabinet lighting/ }).check();
      await expect(client.getByRole('row', { name: /^Total/ })).toContainText('10,800.00');
      await signWithDrawing(client, 'Accept', 'Dana Whitfield');
      await expect(client.getByRole('heading', { name: /^Estimate EST-\d+ accepted$/ })).toBeVisible();
      await expect(client.getByRole('img', { name: 'Signature of Dana Whitfield' })).toBeVisible();
      await expect(client.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
      if (depositAtSigning) {
        const deposit = client.getByRole('region', { name: 'Pay the deposit' });
        await deposit.getByRole('button', { name: 'Pay the deposit $3,240.00' }).click();
        await deposit.getByLabel('Card number').fill('4242 4242 4242 4242');
        await deposit.getByLabel('Expiry (MM / YY)').fill('12 / 34');
        await deposit.getByLabel('CVC').fill('123');
        await deposit.getByRole('button', { name: 'Pay $3,240.00' }).click();
        await expect(client.getByText('Your payment of $3,240.00 was received.')).toBeVisible();
        await expect(client.getByRole('link', { name: 'Open the deposit invoice and its receipt' })).toBeVisible();
      }

      // 4. The owner sees it accepted, with the signature, and a notification.
      await page.goto(estimateUrl);
      await expect(page.getByText('Accepted').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Signature' }).or(page.getByLabel('Signature')).first()).toContainText('Dana Whitfield');
      await page.getByRole('button', { name: /Notifications/ }).click();
      await expect(page.getByText(/accepted/i).first()).toBeVisible();
      await page.keyboard.press('Escape');

      // 5. A 30 % deposit invoice: the one the client paid, or the owner's.
      if (depositAtSigning) {
        await expect(page.getByRole('table', { name: 'Invoices made from this estimate' }).getByRole('row', { name: /Deposit/ })).toContainText(/Paid.*3,240\.00/);
      } else {
        await page.getByRole('button', { name: 'Convert to invoice' }).click();
        await page.getByRole('menuitem', { name: /Deposit/ }).click();
        await expect(page).toHaveURL(/\/invoices\/edit\//);
        await expect(editor.totalsRow('Total')).toContainText('3,240.00');
      }

      // 6. A change order on the job, built from an estimate line: the lighting from 1 to 2.5, so
      // +$1,200, and +2 days; sent and approved from its public link.
      await page.goto(estimateUrl);
      await page.getByRole('button', { name: 'New change order' }).click();
      await expect(page).toHaveURL(/\/change-orders\//);
      await page.getByLabel('Reason').fill('Client asked for more lighting');
      await page.getByLabel('Days added').fill('2');
      await page.getByRole('button', { name: 'Change a line of the estimate' }).click();
      const lineChange = page.getByRole('dialog', { name: 'Change a line of the estimate' });
      // Typed and chosen with Enter: a click on the list as it opens could leave it open over the dialog.
      const estimateLine = lineChange.getByRole('combobox', { name: 'Line of the estimate' });
      await estimateLine.fill('Under-cabinet');
      await estimateLine.press('Enter');
      await expect(lineChange).toContainText('Under-cabinet lighting · 1 · $800.00');
      await lineChange.getByText('Change its quantity').click();
      await lineChange.getByLabel('New quantity').fill('2.5');
      await expect(lineChange).toContainText('Adds “Under-cabinet lighting: 1 → 2.5”: +$1,200.00');
      await lineChange.getByRole('button', { name: 'Add the line' }).click();
      await expect(page.getByLabel('Line 1 description', { exact: true })).toHaveValue('Under-cabinet lighting: 1 → 2.5');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page).toHaveURL(/\/change-orders\/edit\//);
      await page.getByRole('button', { name: /More$/ }).click();
      await page.getByRole('menuitem', { name: 'Mark as sent' }).click();
      const changeOrderLink = await publicPathOf(page);
      await page.keyboard.press('Escape');

      const approver = await openSignedOut(browser, changeOrderLink, viewport, baseURL ?? '');
      await expect(approver.getByText('Client asked for more lighting')).toBeVisible();
      await signWithDrawing(approver, 'Approve', 'Dana Whitfield');
      await expect(approver.getByRole('heading', { name: /^Change order EST-\d+-CO-01 approved$/ })).toBeVisible();

      // 7. The estimate shows the new contract value and the revised completion date.
      await page.goto(estimateUrl);
      const job = page.getByRole('region', { name: 'Job', exact: true });
      await expect(job).toContainText('Original value');
      await expect(job).toContainText('$10,800.00');
      await expect(job).toContainText('$12,000.00');
      await expect(job).toContainText('Revised completion');

      // 8. The final invoice deducts the deposit: 12,000 − 3,240 = 8,760.
      await page.getByRole('button', { name: 'Convert to invoice' }).click();
      await page.getByRole('menuitem', { name: /Final/ }).click();
      await expect(page).toHaveURL(/\/invoices\/edit\//);
      await expect(page.getByText(/Less deposit INV-/).first()).toBeAttached();
      await expect(editor.totalsRow('Total')).toContainText('8,760.00');
      // Its lines stand under the headings the client's copy prints.
      const billed = page.getByRole('region', { name: 'Lines' });
      await expect(billed.getByRole('heading', { name: /^Estimate EST-/ })).toBeVisible();
      await expect(billed.getByRole('heading', { name: /^Change order EST-.*-CO-01$/ })).toBeVisible();
      await expect(billed.getByRole('heading', { name: 'Less previous' })).toBeVisible();

      await client.context().close();
      await approver.context().close();
    });
  });
}

test('an edit shortcut inside a dirty estimate editor asks before leaving', async ({ page, signedInUser: _user }) => {
  await page.goto('/estimates/new');
  await new InvoiceEditorPage(page).fillLines([{ description: 'Deck repair', quantity: '1', unitPrice: '500' }]);
  await page.keyboard.press('Control+i');
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/estimates\/new$/);
  await expect(page.getByLabel('Line 1 description', { exact: true })).toHaveValue('Deck repair');
});
