import type { APIRequestContext } from '@playwright/test';
import { appPaths, DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type ChangeOrder, type CreditNote, type DocumentKind, type Estimate, type MailList } from '@ledgerline/contracts';
import { expect, test } from '../support/fixtures.ts';
import { createClientViaApi, createInvoiceViaApi } from '../support/clients-api.ts';
import { allowing } from '../support/slow-machine.ts';

const LINE = { description: 'Kitchen cabinets, installed', quantity: '1', unitPrice: 90000 };
const CLIENT_EMAIL = 'office@harbor.example';

async function postOk<T>(request: APIRequestContext, path: string, body?: object): Promise<T> {
  const response = await request.post(path, { data: body ?? {} });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A draft of each kind for one client; a change order needs its estimate accepted first. */
const drafts: Record<DocumentKind, (request: APIRequestContext, clientId: string) => Promise<{ id: string; number: string }>> = {
  invoice: (request, clientId) => createInvoiceViaApi(request, { clientId, issueDate: '2026-11-02', dueDate: '2026-12-02', currency: 'USD', lines: [LINE] }),
  estimate: (request, clientId) => postOk<Estimate>(request, '/api/estimates', { clientId, issueDate: '2026-11-02', validUntil: '2099-12-02', currency: 'USD', lines: [LINE] }),
  change_order: async (request, clientId) => {
    const estimate = await postOk<Estimate>(request, '/api/estimates', { clientId, issueDate: '2026-11-02', validUntil: '2099-12-02', currency: 'USD', lines: [LINE] });
    const sent = await postOk<Estimate>(request, `/api/estimates/${estimate.id}/send`);
    const token = new URL(sent.publicUrl ?? '', 'http://placeholder').pathname.split('/').at(-1);
    await postOk(request, `/api/public/estimates/${token}/accept`, { name: 'Dana Harbor', consent: true, revision: sent.revision });
    return postOk<ChangeOrder>(request, '/api/change-orders', { estimateId: estimate.id, reason: 'Extra shelving', lines: [{ description: 'Pantry shelving', quantity: '1', unitPrice: 120000 }], daysDelta: 2 });
  },
  // Issued at once, from an invoice marked sent (no email: the test's mailbox holds the credit note's alone).
  credit_note: async (request, clientId) => {
    const invoice = await createInvoiceViaApi(request, { clientId, issueDate: '2026-11-02', dueDate: '2026-12-02', currency: 'USD', lines: [LINE] });
    await postOk(request, `/api/invoices/${invoice.id}/send`);
    return postOk<CreditNote>(request, '/api/credit-notes', { invoiceId: invoice.id, issueDate: '2026-11-03', reason: 'Cabinet doors returned' });
  },
};

for (const kind of DOCUMENT_KINDS) {
  const label = DOCUMENT_KIND_LABELS[kind];
  test(`Send emails the ${label.toLowerCase()}, and the link in the message the client got opens it`, async ({ page, browser, signedInUser: _user }, testInfo) => {
    test.setTimeout(allowing(90_000));
    const client = await createClientViaApi(page.request, { name: 'Harbor Renovations', email: CLIENT_EMAIL });
    const document = await drafts[kind](page.request, client.id);

    await page.goto(appPaths.document(kind, document.id));
    await page.getByRole('button', { name: /Send$/ }).click();
    const dialog = page.getByRole('dialog', { name: `Email ${label.toLowerCase()} ${document.number}` });
    await expect(dialog).toContainText(CLIENT_EMAIL);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(`${label} ${document.number} is on its way`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Send again$/ })).toBeVisible();

    // The local mailbox keeps the message (no mail server here) as the client would receive it.
    const mail = async () => ((await (await page.request.get('/api/mail?page=1&pageSize=20')).json()) as MailList).items;
    await expect.poll(async () => (await mail()).map((item) => item.status)).toEqual(['kept']);
    const [kept] = await mail();
    await page.goto('/settings');
    await page.getByRole('button', { name: kept?.subject }).click();
    const message = page.getByRole('dialog', { name: kept?.subject });
    const link = message.getByTitle('The email as the client sees it').contentFrame().getByRole('link', { name: `View ${label.toLowerCase()} ${document.number}` });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/view\/[a-z-]+\/[A-Za-z0-9_-]{22,}$/);

    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const clientPage = await visitor.newPage();
    await clientPage.goto(new URL(href).pathname);
    await expect(clientPage.getByRole('heading', { level: 1, name: new RegExp(`${document.number}`) })).toBeVisible();
    await visitor.close();
  });
}
