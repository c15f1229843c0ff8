import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSettingsSchema, type DocumentRate } from '@ledgerline/contracts';
import InvoiceEditor from '../../../screens/InvoiceEditor.tsx';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { sampleInvoice } from '../../../test-support/sample-invoice.ts';

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const path = `/api/invoices/${sampleInvoice.id}`;
const ECB: DocumentRate = { rate: '1.1607', source: 'ecb', date: '2025-10-21' };
/** The sample invoice (59.97 in total) written in euros, with the rate it recorded. */
const euroInvoice = { ...sampleInvoice, currency: 'EUR', exchangeRate: ECB };

function openEditor(invoice: object, latest: DocumentRate | null) {
  const fetchMock = mockFetchRoutes({
    '/api/account/settings': settings,
    '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 },
    '/api/exchange-rates': { from: 'EUR', to: 'USD', rate: latest },
    [path]: invoice,
    [`PUT ${path}`]: invoice,
  });
  renderWithShell(<InvoiceEditor />, { path: '/invoices/edit/:id', route: `/invoices/edit/${sampleInvoice.id}` });
  return fetchMock;
}

function row(label: string): string {
  const display = screen.getByRole('region', { name: 'Exchange rate' });
  const cell = within(display).getByText(label).closest('tr');
  return cell?.textContent?.replace(label, '') ?? '';
}

describe('the exchange-rate display of the invoice editor', () => {
  it('shows the recorded rate, its source and date, and the total in the account currency', async () => {
    openEditor(euroInvoice, ECB);
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    expect(row('Rate')).toBe('1 EUR = 1.1607 USD');
    expect(row('Source')).toBe('European Central Bank');
    expect(row('Rate date')).toBe('Oct 21, 2025');
    // €59.97 × 1.1607 = $69.607…
    expect(row('Total in USD')).toBe('$69.61');
    expect(screen.queryByText(/Saving records the latest published rate/)).toBeNull();
  }, SLOW_RENDER_MS);

  it('converts with a typed rate and sends it with the save', async () => {
    const fetchMock = openEditor(euroInvoice, ECB);
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    fireEvent.change(screen.getByLabelText('Your rate (USD per 1 EUR)'), { target: { value: '1.2' } });
    expect(row('Source')).toBe('Entered by you');
    expect(row('Total in USD')).toBe('$71.96');
    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ currency: 'EUR', exchangeRate: '1.2' });
  }, SLOW_RENDER_MS);

  it('says what is wrong with a rate that is no rate', async () => {
    openEditor(euroInvoice, ECB);
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    fireEvent.change(screen.getByLabelText('Your rate (USD per 1 EUR)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(await screen.findByText('Use a rate more than 0 with at most 8 decimals, like 1.0835.')).toBeTruthy();
    expect(row('Source')).toBe('European Central Bank');
  }, SLOW_RENDER_MS);

  it('names the newer published rate that saving will record instead', async () => {
    openEditor(euroInvoice, { rate: '1.1534', source: 'ecb', date: '2025-10-22' });
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    expect(row('Rate')).toBe('1 EUR = 1.1607 USD');
    expect(await screen.findByText('Saving records the latest published rate: 1 EUR = 1.1534 USD of Oct 22, 2025.')).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('says when no rate is stored, instead of guessing one', async () => {
    openEditor({ ...euroInvoice, exchangeRate: null }, null);
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    expect(await screen.findByText('No published rate from EUR to USD is stored yet. Type the rate to record one.')).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('shows nothing for an invoice in the account currency', async () => {
    openEditor(sampleInvoice, null);
    await screen.findByRole('heading', { name: 'Invoice INV-2026-0042' });
    expect(screen.queryByRole('region', { name: 'Exchange rate' })).toBeNull();
  }, SLOW_RENDER_MS);
});
