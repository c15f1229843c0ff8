import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { accountSettingsSchema, estimateSchema } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import EstimateEditor from '../../../screens/EstimateEditor.tsx';
import { acceptedEstimate, changeOrderInvoice, ESTIMATE_ID } from '../../../test-support/sample-estimate.ts';

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const path = `/api/estimates/${ESTIMATE_ID}`;
const noChangeOrders = { items: [], total: 0, page: 1, pageSize: 100 };
/** The accepted estimate ($5,500.00) with its 30 % deposit ($1,650.00) invoiced. */
const deposited = estimateSchema.parse({
  ...acceptedEstimate,
  status: 'partly_invoiced',
  invoices: [{ id: '12121212-1212-4212-8212-121212121212', number: 'INV-0012', role: 'deposit', total: 165000, status: 'sent' }],
});

async function askAnotherDeposit() {
  const fetchMock = mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': noChangeOrders, '/api/change-orders': noChangeOrders, [path]: deposited, [`POST ${path}/convert`]: changeOrderInvoice });
  renderWithShell(<EstimateEditor />, { path: '/estimates/edit/:id', route: `/estimates/edit/${ESTIMATE_ID}` });
  await screen.findByRole('heading', { name: 'Estimate EST-0007-R2' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Convert to invoice/ })));
  await act(async () => fireEvent.click(await screen.findByText('Another deposit invoice…')));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Another deposit invoice')).toBeTruthy();
  return { fetchMock, dialog };
}

const converts = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/convert') && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('another deposit invoice', () => {
  it('asks a percentage, says what it comes to, and names the deposits this screen has seen', async () => {
    const { fetchMock, dialog } = await askAnotherDeposit();
    expect(within(dialog).getByText('$3,850.00')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Deposit percentage'), { target: { value: '20' } });
    expect(within(dialog).getByText('$1,100.00')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Invoice deposit' })));
    expect(await screen.findByText('Left the screen')).toBeTruthy();
    expect(converts(fetchMock)).toEqual([{ mode: 'deposit', deposit: { type: 'percent', value: '20' }, depositsBefore: 1 }]);
  }, SLOW_RENDER_MS);

  it('refuses a deposit the deposits already invoiced leave no room for, and a bad percentage', async () => {
    const { fetchMock, dialog } = await askAnotherDeposit();
    fireEvent.click(within(dialog).getByText('Amount'));
    fireEvent.change(within(dialog).getByLabelText('Deposit amount'), { target: { value: '3850.01' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Invoice deposit' })));
    expect(within(dialog).getByText('At most $3,850.00 is left to ask as a deposit.')).toBeTruthy();

    fireEvent.click(within(dialog).getByText('Percentage'));
    fireEvent.change(within(dialog).getByLabelText('Deposit percentage'), { target: { value: '150' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Invoice deposit' })));
    expect(within(dialog).getByText('A deposit percentage must be above 0 and at most 100, with at most 2 decimals.')).toBeTruthy();
    expect(converts(fetchMock)).toEqual([]);
  }, SLOW_RENDER_MS);
});
