import { expect, test } from '../support/fixtures.ts';
import { InvoiceEditorPage } from '../support/invoices-editor.ts';

test('the editor asks before unsaved changes are lost, explains invalid fields, and deletes only after a destructive confirmation', async ({ page, signedInUser }) => {
  test.slow();
  const editor = new InvoiceEditorPage(page);
  await page.goto('/invoices/new');
  const clientName = `Grace <i>Hopper</i> ${signedInUser.username}`;
  await editor.addClientOnTheSpot({ name: clientName, company: 'Navy', email: 'grace@client.example' });
  await editor.fillLines([{ description: '<b>Not bold</b>', quantity: '1.23456', unitPrice: '10.999' }]);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Use a quantity with at most 4 decimals.')).toBeVisible();
  await expect(page.getByText('Use at most 2 decimals for USD.')).toBeVisible();

  await page.getByLabel('Line 1 quantity', { exact: true }).fill('2');
  await page.getByLabel('Line 1 unit price', { exact: true }).fill('10.99');
  await expect(editor.totalsRow('Total')).toContainText('$21.98');

  // Leaving by the sidebar with unsaved changes asks first; Stay keeps everything.
  await page.getByRole('link', { name: 'Clients' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/invoices\/new$/);
  await expect(page.getByLabel('Line 1 unit price', { exact: true })).toHaveValue('10.99');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/invoices\/edit\/[0-9a-f-]{36}$/);
  await expect(editor.status()).toHaveText('Draft');
  await expect(page.getByLabel('Line 1 description', { exact: true })).toHaveValue('<b>Not bold</b>');
  const number = ((await page.getByRole('heading', { level: 2, name: /^Invoice / }).textContent()) ?? '').replace(/^Invoice /, '');

  // What the user typed stays text in the list: the markup shows as typed and makes no element.
  await page.goto('/invoices');
  await expect(page.getByText(clientName)).toBeVisible();
  await expect(page.locator('main i', { hasText: 'Hopper' })).toHaveCount(0);
  await page.getByRole('link', { name: number }).click();
  await expect(editor.status()).toHaveText('Draft');

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete invoice ${number}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/invoices\/edit\//);

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByText('Invoice deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toHaveCount(0);
});

test('a dirty editor asks before every way out (shortcut, palette, New Document, sidebar, search, Back), and Ctrl+S saves it', async ({ page, signedInUser }) => {
  test.slow();
  const editor = new InvoiceEditorPage(page);
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  /** The question appears, Stay keeps the editor and what was typed in it. */
  async function staysOnAsking(): Promise<void> {
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/invoices\/create$/);
    await expect(page.getByLabel('Line 1 description', { exact: true })).toHaveValue('Slate tiles');
  }

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/create$/);
  const clientName = `Quarry Lane ${signedInUser.username}`;
  await editor.addClientOnTheSpot({ name: clientName, company: 'Builders', email: 'quarry@client.example' });
  await editor.fillLines([{ description: 'Slate tiles', quantity: '2', unitPrice: '10' }]);

  await page.keyboard.press('Control+d');
  await staysOnAsking();

  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('button', { name: 'Clients', exact: true }).click();
  await staysOnAsking();

  await page.getByRole('button', { name: 'New Document' }).click();
  await page.getByRole('menuitem', { name: 'New Estimate' }).click();
  await staysOnAsking();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await staysOnAsking();

  await page.getByRole('combobox', { name: 'Search' }).fill(clientName);
  await expect(page.getByRole('option', { name: `${clientName}, Client` })).toBeAttached();
  await page.keyboard.press('Enter');
  await staysOnAsking();

  await page.evaluate(() => history.back());
  await staysOnAsking();

  // In the editor Ctrl+S saves the invoice instead of opening Settings.
  await page.getByLabel('Line 1 description', { exact: true }).focus();
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/invoices\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Invoice saved')).toBeVisible();
  await expect(editor.totalsRow('Total')).toContainText('$20.00');

  // Changed again after the save, Back asks too, and Leave goes back to the list.
  await page.getByLabel('Line 1 description', { exact: true }).fill('Slate tiles, grey');
  await page.evaluate(() => history.back());
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('link', { name: /^INV-/ })).toHaveCount(1);
});
