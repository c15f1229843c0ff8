import { expect, test } from '../support/fixtures.ts';
import { createClientViaApi, createClientWithInvoiceViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';
import { horizontalOverflow } from '../support/layout.ts';

test('create a client, find it by search, edit its contacts and site address, and see the changes kept', async ({ page, signedInUser: _user }) => {
  // One long user journey through two forms: more time than a single check needs.
  test.slow();
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients yet. Add your first one.')).toBeVisible();

  await page.getByRole('button', { name: 'New client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await dialog.getByLabel('Name', { exact: true }).fill('Harbor Renovations');
  await dialog.getByLabel('Company').fill('Harbor Renovations LLC');
  await dialog.getByLabel('Email', { exact: true }).fill('office@harbor.example');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  const firstContact = dialog.getByRole('group', { name: 'Contact 1' });
  await firstContact.getByLabel('Contact name').fill('Mia Chen');
  await firstContact.getByLabel('Contact email').fill('mia@harbor.example');
  await dialog.getByRole('group', { name: 'Billing address' }).getByLabel('City').fill('Seattle');
  await dialog.getByRole('button', { name: 'Create client' }).click();

  // The toast goes after 5 seconds: on a busy machine the client's page can take longer to load.
  await expect(page.getByText('Client created')).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Renovations' })).toBeVisible();

  await createClientViaApi(page.request, { name: 'Greenfield School District', company: 'Greenfield SD' });
  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Greenfield School District' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('harbor');
  await expect(page.getByRole('link', { name: 'Greenfield School District' })).toBeHidden();
  await expect(page).toHaveURL(/\?q=harbor$/);
  await page.getByRole('link', { name: 'Harbor Renovations' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Renovations' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Outstanding' })).toContainText('$0.00');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const secondContact = page.getByRole('group', { name: 'Contact 2' });
  await secondContact.getByLabel('Contact name').fill('Sam Ortiz');
  await secondContact.getByLabel('Contact email').fill('not-an-email');
  await page.getByRole('button', { name: 'Remove contact 1' }).click();
  const siteAddress = page.getByRole('group', { name: 'Site address' });
  await siteAddress.getByLabel('Street address').fill('7 Pier Road');
  await siteAddress.getByLabel('City').fill('Tacoma');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  await page.getByRole('group', { name: 'Contact 1' }).getByLabel('Contact email').fill('sam@harbor.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Client saved')).toBeVisible();

  await page.reload();
  const onlyContact = page.getByRole('group', { name: 'Contact 1' });
  await expect(onlyContact.getByLabel('Contact name')).toHaveValue('Sam Ortiz');
  await expect(onlyContact.getByLabel('Contact email')).toHaveValue('sam@harbor.example');
  await expect(page.getByRole('group', { name: 'Contact 2' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Site address' }).getByLabel('City')).toHaveValue('Tacoma');
  await expect(page.getByRole('group', { name: 'Billing address' }).getByLabel('City')).toHaveValue('Seattle');
});

test('a client without invoices is deleted after the destructive confirmation', async ({ page, signedInUser: _user }) => {
  const client = await createClientViaApi(page.request, { name: 'Short-lived Client' });
  await page.goto(`/clients/${client.id}`);
  await page.getByRole('button', { name: 'Delete client' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Short-lived Client?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Short-lived Client' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete client' }).click();
  await page.getByRole('dialog', { name: 'Delete Short-lived Client?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Client deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('No clients yet. Add your first one.')).toBeVisible();
});

test('a client with a sent invoice shows its totals and invoices, and is archived instead of deleted', async ({ page, signedInUser: _user }) => {
  const invoice = await createClientWithInvoiceViaApi(page.request, 'Greenfield School District', { description: 'Bleacher repair', quantity: '1', unitPrice: 50000 });
  await sendInvoiceViaApi(page.request, invoice.id);

  await page.goto('/clients');
  await expect(page.getByRole('row', { name: /Greenfield School District/ })).toContainText('$500.00');
  await page.getByRole('link', { name: 'Greenfield School District' }).click();
  await expect(page.getByRole('group', { name: 'Invoiced' })).toContainText('$500.00');
  await expect(page.getByRole('group', { name: 'Paid' })).toContainText('$0.00');
  await expect(page.getByRole('group', { name: 'Outstanding' })).toContainText('$500.00');
  const invoiceRow = page.getByRole('row', { name: new RegExp(invoice.number) });
  await expect(invoiceRow).toContainText('Sent');
  await expect(invoiceRow.getByRole('link', { name: invoice.number })).toHaveAttribute('href', `/invoices/edit/${invoice.id}`);

  await page.getByRole('button', { name: 'Delete client' }).click();
  await page.getByRole('dialog', { name: 'Delete Greenfield School District?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Client archived')).toBeVisible();
  await expect(page.getByText('Greenfield School District has invoices, so it was archived instead of deleted.')).toBeVisible();
  await expect(page.getByText('This client is archived')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete client' })).toHaveCount(0);

  await page.goto('/clients');
  await expect(page.getByText('No clients yet. Add your first one.')).toBeVisible();
  // The filter lives in the address, which the router updates in a transition: click, then wait for it.
  await page.getByLabel('Show archived').click();
  await expect(page.getByLabel('Show archived')).toBeChecked();
  await expect(page.getByRole('row', { name: /Greenfield School District/ })).toContainText('Archived');
});

test("an unknown client id and another account's client both show a clear not-found message", async ({ page, browser, signedInUser: _user }) => {
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await other.request.post('/api/register', {
    data: { username: `e2e_other_${unique}`, email: `other_${unique}@example.com`, password: 'correct-horse-battery' },
  });
  expect(registered.status()).toBe(201);
  const foreign = await createClientViaApi(other.request, { name: 'Not Yours Ltd' });
  await other.close();

  await page.goto(`/clients/${foreign.id}`);
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
  await expect(page.getByText('Not Yours Ltd')).toHaveCount(0);

  await page.goto('/clients/not-a-client');
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the client list fits the screen and shows each client with its company and balance', async ({ page, signedInUser: _user }) => {
    await createClientViaApi(page.request, { name: 'Harbor Renovations', company: 'Harbor Renovations LLC', email: 'office@harbor.example' });
    await page.goto('/clients');
    const row = page.getByRole('row', { name: /Harbor Renovations/ });
    await expect(row).toContainText('Harbor Renovations LLC');
    await expect(row).toContainText('$0.00');
    await expect(page.getByRole('button', { name: 'New client' })).toBeVisible();
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBe(0);
  });
});
