import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceList, InvoiceSummary } from '@ledgerline/contracts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import InvoiceListFirstRows from './InvoiceListFirstRows.tsx';

const ROW: InvoiceSummary = {
  id: '0b5e8a52-6f1c-4d1e-9a3b-7c2d1e0f9a8b',
  number: 'INV-2026-0013',
  status: 'sent',
  overdue: true,
  client: { id: '7f3c5b0e-1d2a-4c6b-9e8f-0a1b2c3d4e5f', name: 'Robert Hughes', company: 'Hughes Coffee Roasters' },
  issueDate: '2026-10-20',
  dueDate: '2026-11-19',
  currency: 'USD',
  total: 398444,
  amountPaid: 100000,
  amountCredited: 0,
  amountReturned: 0,
  balance: 298444,
  viewedAt: null,
};
const PAGE: InvoiceList = { items: [ROW], total: 1, page: 1, pageSize: 50 };

describe('InvoiceListFirstRows (what /invoices shows while its screen loads)', () => {
  it('draws the page the address names, each number a link to its invoice, and then says it is drawn', async () => {
    const api = fakeApi((url) => (url.startsWith('/api/invoices?') ? { body: PAGE } : undefined));
    const onDrawn = jest.fn();
    const onCannotDraw = jest.fn();
    renderWithShell(<InvoiceListFirstRows onDrawn={onDrawn} onCannotDraw={onCannotDraw} />, { path: '/invoices', route: '/invoices?status=overdue' });

    expect(screen.getByRole('status', { name: 'Loading table' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByRole('link', { name: 'INV-2026-0013' }).getAttribute('href')).toBe(`/invoices/edit/${ROW.id}`);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Hughes Coffee Roasters')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('$3,984.44')).toBeTruthy();
    expect(within(row).getByText('$2,984.44')).toBeTruthy();
    await waitFor(() => expect(onDrawn).toHaveBeenCalled());
    expect(onCannotDraw).not.toHaveBeenCalled();
    expect(String(api.mock.calls[0]?.[0])).toContain('status=overdue');
  });

  it('says it cannot draw when the page cannot be had, so the screen comes at once with its own word for it', async () => {
    fakeApi((url) => (url.startsWith('/api/invoices?') ? { status: 500, body: { title: 'boom' } } : undefined));
    const onDrawn = jest.fn();
    const onCannotDraw = jest.fn();
    renderWithShell(<InvoiceListFirstRows onDrawn={onDrawn} onCannotDraw={onCannotDraw} />, { path: '/invoices', route: '/invoices' });

    await waitFor(() => expect(onCannotDraw).toHaveBeenCalled());
    expect(onDrawn).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Loading table' })).toBeTruthy();
  });

  it('says it cannot draw an empty page: the screen has its own word for no invoices', async () => {
    fakeApi((url) => (url.startsWith('/api/invoices?') ? { body: { ...PAGE, items: [], total: 0 } } : undefined));
    const onDrawn = jest.fn();
    const onCannotDraw = jest.fn();
    renderWithShell(<InvoiceListFirstRows onDrawn={onDrawn} onCannotDraw={onCannotDraw} />, { path: '/invoices', route: '/invoices' });

    await waitFor(() => expect(onCannotDraw).toHaveBeenCalled());
    expect(onDrawn).not.toHaveBeenCalled();
  });
});
