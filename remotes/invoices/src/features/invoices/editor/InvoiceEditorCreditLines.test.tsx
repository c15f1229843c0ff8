import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSettingsSchema, NEGATIVE_TOTAL_MESSAGE } from '@ledgerline/contracts';
import InvoiceEditor from '../../../screens/InvoiceEditor.tsx';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { sampleInvoice } from '../../../test-support/sample-invoice.ts';

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const path = `/api/invoices/${sampleInvoice.id}`;

function openSampleInvoice() {
  const fetchMock = mockFetchRoutes({
    '/api/account/settings': settings,
    '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 },
    [path]: sampleInvoice,
    [`PUT ${path}`]: sampleInvoice,
  });
  renderWithShell(<InvoiceEditor />, { path: '/invoices/edit/:id', route: `/invoices/edit/${sampleInvoice.id}` });
  return fetchMock;
}

describe('credit lines in the invoice editor', () => {
  it('says a total below zero cannot be saved, and does not send it', async () => {
    const fetchMock = openSampleInvoice();
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).queryByText(NEGATIVE_TOTAL_MESSAGE)).toBeNull();

    fireEvent.change(screen.getByLabelText('Line 1 quantity'), { target: { value: '-3' } });
    expect(within(totals).getByText(NEGATIVE_TOTAL_MESSAGE)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(await screen.findByText('The invoice could not be saved')).toBeTruthy();
    expect(screen.getAllByText(NEGATIVE_TOTAL_MESSAGE).length).toBe(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  }, SLOW_RENDER_MS);

  it('saves a credit line that the other lines outweigh', async () => {
    const fetchMock = openSampleInvoice();
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    fireEvent.change(screen.getByLabelText('Line 1 unit price'), { target: { value: '-5.00' } });
    fireEvent.click(screen.getByRole('button', { name: /Add line/ }));
    fireEvent.change(screen.getByLabelText('Line 2 description'), { target: { value: 'Grout' } });
    fireEvent.change(screen.getByLabelText('Line 2 quantity'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Line 2 unit price'), { target: { value: '20' } });
    expect(screen.queryByText(NEGATIVE_TOTAL_MESSAGE)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
  }, SLOW_RENDER_MS);
});
