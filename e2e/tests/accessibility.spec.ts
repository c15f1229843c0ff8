import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { appPaths, type ChangeOrder, type CreditNote, type Estimate, type JobProgress } from '@ledgerline/contracts';
import { expectAccessible } from '../support/axe.ts';
import { createClientViaApi, createInvoiceViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';
import { acceptedEstimateViaApi } from '../support/estimates-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { allowing } from '../support/slow-machine.ts';

/**
 * axe-core on every screen and main dialog: no serious or critical WCAG 2 A/AA violation. One test a
 * group of screens, each with the documents it needs, so the groups run side by side on the workers.
 */

const LINE = { description: 'Kitchen cabinets, installed', quantity: '2', unitPrice: 45000 };

async function postOk<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const pathOf = (publicUrl: string | null) => new URL(publicUrl ?? '', 'http://placeholder').pathname;

/** A client with an invoice, an estimate and a change order, each sent, and the public paths of the three. */
async function sentDocuments(request: APIRequestContext) {
  const client = await createClientViaApi(request, {
    name: 'Harbor Renovations',
    company: 'Harbor Renovations LLC',
    contacts: [{ name: 'Dana Harbor', email: 'dana@harbor.example', phone: '' }],
    billingAddress: { line1: '12 Dock Street', city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US' },
  });
  const invoice = await createInvoiceViaApi(request, { clientId: client.id, issueDate: '2026-11-02', dueDate: '2026-12-02', currency: 'USD', lines: [LINE] });
  const invoicePath = await sendInvoiceViaApi(request, invoice.id);
  const estimate = await postOk<Estimate>(request, '/api/estimates', { clientId: client.id, issueDate: '2026-11-02', validUntil: '2026-12-02', currency: 'USD', lines: [LINE] });
  const sentEstimate = await postOk<Estimate>(request, `/api/estimates/${estimate.id}/send`);
  const estimatePath = pathOf(sentEstimate.publicUrl);
  return { client, invoice, invoicePath, estimate: sentEstimate, estimatePath };
}

/** Accepts the estimate through its public link, then adds and sends a change order to it. */
async function sentChangeOrder(request: APIRequestContext, estimate: Estimate, estimatePath: string) {
  const token = estimatePath.split('/').at(-1) ?? '';
  await postOk(request, `/api/public/estimates/${token}/accept`, { name: 'Dana Harbor', consent: true, revision: estimate.revision });
  const changeOrder = await postOk<ChangeOrder>(request, '/api/change-orders', {
    estimateId: estimate.id,
    reason: 'Extra shelving',
    lines: [{ description: 'Pantry shelving', quantity: '1', unitPrice: 120000 }],
    daysDelta: 2,
  });
  const sent = await postOk<ChangeOrder>(request, `/api/change-orders/${changeOrder.id}/send`);
  return { changeOrder: sent, changeOrderPath: pathOf(sent.publicUrl) };
}

async function visit(page: Page, path: string, ready: Locator, screen = path): Promise<void> {
  await page.goto(path);
  // Each screen's remote loads on first visit: on a busy machine that takes longer than a click does.
  await expect(ready).toBeVisible({ timeout: allowing(30_000) });
  await expectAccessible(page, screen);
}

test('public screens and the sign-in page', async ({ page }) => {
  test.setTimeout(allowing(120_000));
  await visit(page, '/', page.getByRole('heading', { level: 1 }), 'landing');
  await visit(page, '/pricing', page.getByRole('heading', { name: 'Pricing' }));
  await visit(page, '/contact', page.getByRole('heading', { level: 1 }));
  await visit(page, '/auth', page.getByRole('tab', { name: 'Sign in' }));
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expectAccessible(page, '/auth, Create account');
  await visit(page, '/forgot-password', page.getByRole('heading', { level: 1 }));
  await visit(page, '/no-such-page', page.getByRole('heading', { level: 1 }), 'not found');
});

test('the public document views', async ({ page, browser, signedInUser: _user }) => {
  test.setTimeout(allowing(120_000));
  const { invoice, invoicePath, estimate, estimatePath } = await sentDocuments(page.request);
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const publicPage = await visitor.newPage();
  await visit(publicPage, invoicePath, publicPage.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` }), 'public invoice');
  await visit(publicPage, estimatePath, publicPage.getByRole('heading', { level: 1, name: `Estimate ${estimate.number}` }), 'public estimate, to sign');
  const { changeOrderPath } = await sentChangeOrder(page.request, estimate, estimatePath);
  await visit(publicPage, changeOrderPath, publicPage.getByRole('heading', { level: 1 }), 'public change order');
  await visitor.close();
});

test('the dashboard, the shortcuts dialog and the command palette', async ({ page, signedInUser: _user }) => {
  test.setTimeout(allowing(120_000));
  await visit(page, '/dashboard', page.getByRole('heading', { level: 1 }));
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeVisible();
  await expectAccessible(page, 'shortcuts dialog');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByPlaceholder('Type a command or search...')).toBeFocused();
  await expectAccessible(page, 'command palette');
  await page.keyboard.press('Escape');
});

test('the invoice screens and the send dialog', async ({ page, signedInUser: _user }) => {
  test.setTimeout(allowing(120_000));
  const { invoice } = await sentDocuments(page.request);
  await visit(page, '/invoices', page.getByRole('row', { name: new RegExp(invoice.number) }));
  await visit(page, `/invoices/edit/${invoice.id}`, page.getByLabel('Line 1 description', { exact: true }), 'invoice editor');
  await page.getByRole('button', { name: /Send again$/ }).click();
  await expect(page.getByRole('dialog', { name: `Email invoice ${invoice.number}` })).toBeVisible();
  await expectAccessible(page, 'send dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Credit note$/ }).click();
  await expect(page.getByRole('dialog', { name: `Credit note for invoice ${invoice.number}` })).toBeVisible();
  await expectAccessible(page, 'credit note dialog');
  await page.keyboard.press('Escape');
  await visit(page, '/invoices/new', page.getByLabel('Line 1 description', { exact: true }), 'new invoice');
  const creditNote = await postOk<CreditNote>(page.request, '/api/credit-notes', { invoiceId: invoice.id, issueDate: '2026-11-03', reason: 'One cabinet returned' });
  await visit(page, `/credit-notes/${creditNote.id}`, page.getByRole('heading', { level: 2, name: `Credit note ${creditNote.number}` }), 'credit note');
  await visit(page, '/credit-notes', page.getByRole('link', { name: creditNote.number }));
  const sent = await postOk<CreditNote>(page.request, `/api/credit-notes/${creditNote.id}/send`);
  await visit(page, pathOf(sent.publicUrl), page.getByRole('heading', { level: 1, name: `Credit note ${creditNote.number}` }), 'public credit note');
});

test('the estimate and change-order screens', async ({ page, signedInUser: _user }) => {
  test.setTimeout(allowing(120_000));
  const { estimate, estimatePath } = await sentDocuments(page.request);
  const { changeOrder } = await sentChangeOrder(page.request, estimate, estimatePath);
  await visit(page, '/estimates', page.getByRole('row', { name: new RegExp(estimate.number) }));
  await visit(page, `/estimates/edit/${estimate.id}`, page.getByRole('heading', { name: `Estimate ${estimate.number}` }), 'estimate editor');
  await visit(page, '/change-orders', page.getByRole('row', { name: new RegExp(changeOrder.number) }));
  await visit(page, `/change-orders/edit/${changeOrder.id}`, page.getByRole('heading', { name: new RegExp(changeOrder.number) }), 'change order editor');
});

test('the job screens, the price book and the client’s pay application', async ({ page, signedInUser: _user }) => {
  test.setTimeout(allowing(120_000));
  const client = await createClientViaApi(page.request, { name: 'Ortega Family Trust', email: 'ortega@client.example' });
  const estimateId = await acceptedEstimateViaApi(page.request, { clientId: client.id, jobTitle: 'Ortega bathroom remodel', lines: [LINE] });
  const progress = (await (await page.request.get(`/api/estimates/${estimateId}/progress`)).json()) as JobProgress;
  await postOk(page.request, `/api/estimates/${estimateId}/pay-applications`, {
    periodTo: '2027-01-31',
    lines: [{ key: progress.schedule[0]!.key, workThisPeriod: 45000, materialsStored: 0 }],
  });
  const submitted = await postOk<JobProgress>(page.request, `/api/estimates/${estimateId}/pay-applications/1/submit`);
  await visit(page, appPaths.jobs(), page.getByRole('link', { name: 'Ortega bathroom remodel' }), 'jobs');
  await visit(page, appPaths.job(estimateId), page.getByRole('heading', { level: 1, name: 'Ortega bathroom remodel' }), 'job page');
  await visit(page, '/price-book', page.getByRole('heading', { name: 'Price book' }));
  await page.getByRole('button', { name: 'New item' }).click();
  await expect(page.getByRole('dialog', { name: 'New price book item' })).toBeVisible();
  await expectAccessible(page, 'new price book item dialog');
  await page.keyboard.press('Escape');
  const certify = pathOf(submitted.applications[0]!.publicUrl);
  await visit(page, certify, page.getByRole('heading', { level: 1, name: 'Pay application 1' }), 'public pay application, to certify');
});

test('the client screens and their dialogs', async ({ page, signedInUser: _user }) => {
  test.setTimeout(allowing(120_000));
  const { client } = await sentDocuments(page.request);
  await visit(page, '/clients', page.getByRole('row', { name: /Harbor Renovations/ }));
  await page.getByRole('button', { name: 'New client' }).click();
  await expect(page.getByRole('dialog', { name: 'New client' })).toBeVisible();
  await expectAccessible(page, 'new client dialog');
  await page.keyboard.press('Escape');
  await visit(page, `/clients/${client.id}`, page.getByRole('heading', { level: 1, name: 'Harbor Renovations' }), 'client detail');
  await page.getByRole('button', { name: 'Delete client' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Harbor Renovations?' })).toBeVisible();
  await expectAccessible(page, 'confirm dialog');
  await page.keyboard.press('Escape');
});

test('templates, settings and the account pages', async ({ page, signedInUser: _user }) => {
  test.setTimeout(allowing(120_000));
  // The template builder previews on one of the account's own invoices.
  await sentDocuments(page.request);
  await visit(page, '/templates', page.getByRole('heading', { name: 'Invoice templates' }));
  await page.getByRole('button', { name: 'New from Clean' }).click();
  await expect(page.getByRole('article', { name: 'Template preview' })).toBeVisible({ timeout: allowing(30_000) });
  await expectAccessible(page, 'template builder');
  await visit(page, '/settings', page.getByRole('heading', { name: 'Settings', level: 1 }));
  await visit(page, '/referrals', page.getByRole('heading', { name: 'Referrals', level: 1 }));
  await visit(page, '/payment-methods', page.getByRole('heading', { name: 'Payment methods', level: 1 }));
  await visit(page, '/pricing', page.getByRole('heading', { name: 'Pricing' }), '/pricing, signed in');
  await visit(page, '/no-such-page', page.getByRole('heading', { level: 1 }), 'not found, signed in');
});

test('the admin screens', async ({ page, signedInAdmin: _admin }) => {
  test.setTimeout(allowing(120_000));
  await visit(page, '/admin', page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
  await visit(page, '/admin/accounts', page.getByRole('heading', { level: 1 }));
  await visit(page, '/admin/contacts', page.getByRole('heading', { level: 1 }));
  await visit(page, '/admin/audit', page.getByRole('heading', { level: 1 }));
});
