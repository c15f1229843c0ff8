import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accountSettingsSchema } from '@ledgerline/contracts';
import InvoiceEditor from '../../../screens/InvoiceEditor.tsx';
import { mockFetchRoutes, Reply } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { sampleInvoice } from '../../../test-support/sample-invoice.ts';

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const path = `/api/invoices/${sampleInvoice.id}`;

describe('saving an invoice someone else changed', () => {
  it('says so and offers to reload instead of overwriting', async () => {
    const fetchMock = mockFetchRoutes({
      '/api/account/settings': settings,
      '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 },
      [path]: sampleInvoice,
      [`PUT ${path}`]: new Reply(409, { status: 409, code: 'stale_version', message: 'This invoice was changed by someone else.' }),
    });
    renderWithShell(<InvoiceEditor />, { path: '/invoices/edit/:id', route: `/invoices/edit/${sampleInvoice.id}` });
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });

    fireEvent.change(screen.getByLabelText('Line 1 description'), { target: { value: 'Blue tiles' } });
    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));

    expect(await screen.findByText('Someone else saved this invoice after you opened it.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ version: 3, lines: [{ description: 'Blue tiles', unitPrice: 1999 }] });

    fireEvent.click(screen.getByRole('button', { name: 'Reload invoice' }));
    await waitFor(() => expect((screen.getByLabelText('Line 1 description') as HTMLTextAreaElement).value).toBe('Tiles'));
    expect(screen.queryByText('Someone else saved this invoice after you opened it.')).toBeNull();
  }, SLOW_RENDER_MS);

  it('shows the server field errors of a refused save next to the fields', async () => {
    mockFetchRoutes({
      '/api/account/settings': settings,
      '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 },
      [path]: sampleInvoice,
      [`PUT ${path}`]: new Reply(409, { status: 409, code: 'number_taken', message: 'Another invoice already has this number.', fields: { number: ['Another invoice already has this number.'] } }),
    });
    renderWithShell(<InvoiceEditor />, { path: '/invoices/edit/:id', route: `/invoices/edit/${sampleInvoice.id}` });
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    fireEvent.change(screen.getByLabelText('Invoice number'), { target: { value: 'INV-2026-0001' } });
    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect((await screen.findAllByText('Another invoice already has this number.')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Someone else saved this invoice after you opened it.')).toBeNull();
  }, SLOW_RENDER_MS);
});
