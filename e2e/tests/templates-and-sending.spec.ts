import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Invoice, MailList } from '@ledgerline/contracts';
import { expect, test } from '../support/fixtures.ts';
import { createClientViaApi, createInvoiceViaApi, saveSettingsViaApi } from '../support/clients-api.ts';
import { pdfText } from '../support/invoices-pdf.ts';
import { solidPng } from '../support/png.ts';
import { createDefaultTemplateViaApi } from '../support/templates-api.ts';
import { allowing } from '../support/slow-machine.ts';

const ACCENT = '#0a7d5a';
const ACCENT_RGB = 'rgb(10, 125, 90)';
const FOOTER = 'Registered in Oregon, no. 4471-B';
const LOGO = solidPng(24, 12, [10, 125, 90]);
const CLIENT_EMAIL = 'office@harbor.example';

test.beforeEach(async ({ page, signedInUser: _user }) => {
  await saveSettingsViaApi(page.request, { businessName: 'Oak & Nail Carpentry' });
});

/** The client and the invoice every test here dresses: one line of 2 × $450.00. */
async function harborInvoice(page: Page): Promise<Invoice> {
  const client = await createClientViaApi(page.request, { name: 'Harbor Renovations', email: CLIENT_EMAIL });
  return createInvoiceViaApi(page.request, {
    clientId: client.id,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'USD',
    lines: [{ description: 'Kitchen cabinets, installed', quantity: '2', unitPrice: 45000 }],
  });
}

test('the builder designs a template on a real invoice, the preview following every change', async ({ page }) => {
  await harborInvoice(page);
  await page.goto('/templates');
  await page.getByRole('button', { name: 'New from Clean' }).click();
  await expect(page).toHaveURL(/\/templates\/builder\/[\w-]+$/);
  const preview = page.getByRole('article', { name: 'Template preview' });
  await expect(preview.getByText('Kitchen cabinets, installed')).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Qty' })).toBeVisible();

  await page.getByLabel('Template name').fill('Oak green');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(preview.getByRole('img', { name: 'Logo' })).toBeVisible();

  await page.getByLabel('Accent colour').click();
  await page.getByRole('tooltip').getByRole('textbox').fill(ACCENT.slice(1));
  await page.keyboard.press('Escape');
  await expect(preview.getByRole('heading', { name: 'Invoice', exact: true })).toHaveCSS('color', ACCENT_RGB);

  await page.getByRole('checkbox', { name: 'Quantity column' }).uncheck();
  await expect(preview.getByRole('columnheader', { name: 'Qty' })).toHaveCount(0);
  await page.getByLabel('Footer text').fill(FOOTER);
  await expect(preview.getByText(FOOTER)).toBeVisible();
  await page.getByRole('button', { name: 'Labels' }).click();
  await page.getByRole('textbox', { name: 'Invoice', exact: true }).fill('Tax invoice');
  await expect(preview.getByRole('heading', { name: 'Tax invoice', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Template Oak green' })).toBeVisible();

  await page.reload();
  await expect(preview.getByRole('heading', { name: 'Tax invoice', exact: true })).toHaveCSS('color', ACCENT_RGB);
  await expect(preview.getByRole('img', { name: 'Logo' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Qty' })).toHaveCount(0);
  await expect(preview.getByText(FOOTER)).toBeVisible();
});

test('an invoice emailed from the dialog reaches the local mailbox, and its page and PDF wear the template', async ({ page, browser }, testInfo) => {
  // A journey through the editor, the mailbox, the client's page and a PDF, with a mail delivery between.
  test.setTimeout(allowing(60_000));
  await createDefaultTemplateViaApi(
    page.request,
    'invoice',
    { name: 'Oak green', accentColor: ACCENT, footerText: FOOTER, labels: { invoice: 'Tax invoice' }, show: { quantity: false } },
    LOGO,
  );
  const invoice = await harborInvoice(page);

  await page.goto(`/invoices/edit/${invoice.id}`);
  await page.getByRole('button', { name: /Send$/ }).click();
  const dialog = page.getByRole('dialog', { name: `Email invoice ${invoice.number}` });
  await expect(dialog).toContainText(CLIENT_EMAIL);
  await expect(dialog.getByLabel('Subject')).toHaveValue(new RegExp(invoice.number));
  await expect(dialog.getByRole('switch', { name: 'Attach PDF' })).toBeChecked();
  const subject = await dialog.getByLabel('Subject').inputValue();
  await dialog.getByRole('button', { name: /Preview/ }).click();
  await expect(dialog.getByText(`Invoice-${invoice.number}.pdf`)).toBeVisible();
  const previewed = dialog.getByTitle('The email as the client sees it').contentFrame();
  await expect(previewed.getByRole('link', { name: `View invoice ${invoice.number}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Invoice ${invoice.number} is on its way`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The local mailbox: once the worker has kept it (no mail server here), the message opens as the client would get it.
  await expect
    .poll(async () => ((await (await page.request.get('/api/mail?page=1&pageSize=20')).json()) as MailList).items.map((mail) => mail.status))
    .toEqual(['kept']);
  await page.goto('/settings');
  await page.getByRole('button', { name: subject }).click();
  const message = page.getByRole('dialog', { name: subject });
  await expect(message.getByText(CLIENT_EMAIL)).toBeVisible();
  const email = message.getByTitle('The email as the client sees it').contentFrame();
  const viewLink = email.getByRole('link', { name: `View invoice ${invoice.number}` });
  await expect(viewLink).toBeVisible();
  await expect(message.getByRole('link', { name: new RegExp(`^Invoice-${invoice.number}\\.pdf \\(\\d+ KB\\)$`) })).toBeVisible();

  // The client's page and PDF from the link in the message, in a browser that never signed in.
  const publicPath = new URL((await viewLink.getAttribute('href')) ?? '').pathname;
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(publicPath);
  await expect(publicPage.getByRole('heading', { level: 1, name: `Tax invoice ${invoice.number}` })).toHaveCSS('color', ACCENT_RGB);
  await expect(publicPage.getByRole('img', { name: 'Oak & Nail Carpentry logo' })).toBeVisible();
  await expect(publicPage.getByRole('row', { name: /Kitchen cabinets, installed/ })).toContainText('$900.00');
  await expect(publicPage.getByRole('columnheader', { name: 'Qty' })).toHaveCount(0);
  await expect(publicPage.getByText(FOOTER)).toBeVisible();
  const code = publicPage.getByText(/^Verification code [0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(code).toBeVisible();

  const pdf = await visitor.request.get(`${publicPath.replace('/view/invoice/', '/api/public/invoices/')}/pdf`);
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath('invoice.pdf');
  await writeFile(file, await pdf.body());
  const text = (await pdfText(file)).replace(/\s+/g, ' ');
  expect(text).toContain(`Tax invoice ${invoice.number}`);
  expect(text).toContain(FOOTER);
  expect(text).toContain(await code.textContent());
  expect(text).not.toContain('Qty');
  await visitor.close();
});
