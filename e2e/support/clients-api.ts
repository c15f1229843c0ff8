import { expect, type APIRequestContext } from '@playwright/test';
import type { AccountSettings, Client, ClientInputDraft, Invoice, InvoiceInputDraft } from '@ledgerline/contracts';

/** Adds a client through the API as the signed-in user of `request`, for tests about other things. */
export async function createClientViaApi(request: APIRequestContext, input: ClientInputDraft): Promise<Client> {
  const response = await request.post('/api/clients', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Client;
}

export async function saveSettingsViaApi(request: APIRequestContext, changes: Partial<AccountSettings>): Promise<AccountSettings> {
  const current = (await (await request.get('/api/account/settings')).json()) as AccountSettings;
  const response = await request.put('/api/account/settings', { data: { ...current, ...changes } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AccountSettings;
}

export async function createInvoiceViaApi(request: APIRequestContext, input: InvoiceInputDraft): Promise<Invoice> {
  const response = await request.post('/api/invoices', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Invoice;
}

/** Marks the invoice sent and returns the path of its public link. */
export async function sendInvoiceViaApi(request: APIRequestContext, invoiceId: string): Promise<string> {
  const response = await request.post(`/api/invoices/${invoiceId}/send`);
  expect(response.status(), await response.text()).toBe(200);
  const { publicUrl } = (await response.json()) as { publicUrl: string | null };
  expect(publicUrl).toBeTruthy();
  return new URL(publicUrl ?? '', 'http://placeholder').pathname;
}

type LineDraft = InvoiceInputDraft['lines'][number];

/**
 * A new client with one invoice in US dollars, issued 2026-11-02 and due a month later, for tests
 * that need a document to look at rather than a particular one.
 */
export async function createClientWithInvoiceViaApi(
  request: APIRequestContext,
  clientName: string,
  line: LineDraft,
): Promise<Invoice> {
  const client = await createClientViaApi(request, { name: clientName });
  return createInvoiceViaApi(request, {
    clientId: client.id,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'USD',
    lines: [line],
  });
}
