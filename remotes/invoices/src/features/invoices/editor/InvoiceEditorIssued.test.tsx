import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSettingsSchema } from '@ledgerline/contracts';
import InvoiceEditor from '../../../screens/InvoiceEditor.tsx';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { sampleInvoice } from '../../../test-support/sample-invoice.ts';

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const path = `/api/invoices/${sampleInvoice.id}`;
const paid = { ...sampleInvoice, status: 'paid' as const, amountPaid: sampleInvoice.totals.total, balance: 0, publicUrl: '/view/invoice/tok-invoice' };

describe('an issued invoice in the editor', () => {
  it('keeps what it bills as issued and saves new notes', async () => {
    const fetchMock = mockFetchRoutes({
      '/api/account/settings': settings,
      '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 },
      [path]: paid,
      [`PUT ${path}`]: { ...paid, dueDate: '2026-12-31', version: paid.version + 1 },
    });
    renderWithShell(<InvoiceEditor />, { path: '/invoices/edit/:id', route: `/invoices/edit/${sampleInvoice.id}` });
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });

    expect(screen.getByText('Invoice INV-2026-0042 has been issued, so what it bills stays as the client received it.')).toBeTruthy();
    for (const label of ['Line 1 description', 'Line 1 quantity', 'Line 1 unit', 'Line 1 unit price', 'Line 1 discount', 'Invoice number']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect((screen.getByRole('button', { name: /Add line/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).disabled).toBe(false);
    expect((screen.getByLabelText('Due date') as HTMLInputElement).disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Paid by check, thank you.' } });
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ notes: 'Paid by check, thank you.', lines: [expect.objectContaining({ description: sampleInvoice.lines[0]?.description })] });
  }, SLOW_RENDER_MS);
});

describe('a pay application’s invoice in the editor', () => {
  it('keeps its lines as the job recorded them while a draft, its dates and notes open', async () => {
    const billed = { ...sampleInvoice, source: { kind: 'estimate' as const, id: '77777777-7777-4777-8777-777777777777', number: 'EST-0007', role: 'pay_application' as const } };
    mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 }, [path]: billed });
    renderWithShell(<InvoiceEditor />, { path: '/invoices/edit/:id', route: `/invoices/edit/${sampleInvoice.id}` });
    expect(await screen.findByText('This invoice bills a pay application of estimate EST-0007, so its lines stay as the job recorded them.')).toBeTruthy();
    for (const label of ['Line 1 description', 'Line 1 unit price']) expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    for (const label of ['Invoice number', 'Due date', 'Notes']) expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(false);
  }, SLOW_RENDER_MS);
});

describe('a job’s final invoice in the editor', () => {
  it('keeps its lines and discount as the job made them under their headings, and totals the discount on the estimate’s lines alone', async () => {
    const tiles = sampleInvoice.lines[0]!;
    const final = {
      ...sampleInvoice,
      source: { kind: 'estimate' as const, id: '77777777-7777-4777-8777-777777777777', number: 'EST-0007', role: 'final' as const },
      lines: [{ ...tiles, discountShare: 600, net: 5397, total: 5397 }, { ...tiles, id: '55555555-5555-4555-8555-555555555555', description: 'Heated mat', quantity: '1', unitPrice: 2000, unit: '', amount: 2000, net: 2000, total: 2000 }],
      discount: { type: 'percent' as const, value: '10' },
      layout: { discountLines: 1, sections: [{ title: 'Estimate EST-0007', lines: 1 }, { title: 'Change order EST-0007-CO-01', lines: 1 }] },
      totals: { subtotal: 7997, discount: 600, net: 7397, taxes: [], taxTotal: 0, total: 7397 },
      balance: 7397,
    };
    mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 }, [path]: final });
    renderWithShell(<InvoiceEditor />, { path: '/invoices/edit/:id', route: `/invoices/edit/${sampleInvoice.id}` });
    expect(await screen.findByText('This invoice bills estimate EST-0007 as signed, with its change orders and deposits, so its lines and discount stay as the job recorded them.')).toBeTruthy();
    for (const label of ['Line 2 description', 'Line 2 unit price']) expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    // Headed as the client's copy is: the estimate's line, then the change order's.
    const lines = within(screen.getByRole('region', { name: 'Lines' }));
    expect(lines.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Estimate EST-0007', 'Change order EST-0007-CO-01']);
    expect(screen.getByText('On the first line, estimate EST-0007’s, as the client signed it.')).toBeTruthy();
    // 10 % of the tiles only: $73.97, where 10 % of every line would make $71.97.
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total').closest('tr')?.textContent).toContain('$73.97');
  }, SLOW_RENDER_MS);
});
