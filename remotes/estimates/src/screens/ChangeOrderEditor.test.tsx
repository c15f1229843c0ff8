import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSettingsSchema, formatDate } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import ChangeOrderEditor from './ChangeOrderEditor.tsx';
import { acceptedEstimate, CHANGE_ORDER_ID, draftChangeOrder, draftEstimate, ESTIMATE_ID } from '../test-support/sample-estimate.ts';

// Under a full run on a busy machine antd's first render can take longer than the default second.

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const path = `/api/change-orders/${CHANGE_ORDER_ID}`;

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function row(region: string, label: string): string {
  const cell = within(screen.getByRole('region', { name: region })).getByText(label).closest('tr');
  return cell?.textContent?.replace(label, '') ?? '';
}

describe('the change order editor', () => {
  it('writes a change that takes work out, with what approval would make of the job', async () => {
    const fetchMock = mockFetchRoutes({
      '/api/account/settings': settings,
      [`/api/estimates/${ESTIMATE_ID}`]: acceptedEstimate,
      'POST /api/change-orders': { ...draftChangeOrder, costDelta: -30000 },
    });
    renderWithShell(<ChangeOrderEditor />, { path: '/change-orders/create', route: `/change-orders/create?estimateId=${ESTIMATE_ID}` });
    expect(await screen.findByRole('heading', { name: 'New change order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'EST-0007-R2' })).toBeTruthy();

    type('Reason', 'Client keeps the old railing');
    type('Days added', '3');
    type('Line 1 description', 'Railing taken out');
    type('Line 1 unit price', '-300');

    expect(row('Totals', 'Total')).toBe('-$300.00');
    expect(screen.queryByText(/The total cannot be below zero/)).toBeNull();
    expect(row('Cost and schedule', 'Cost change')).toBe('-$300.00');
    expect(row('Cost and schedule', 'Contract value if approved')).toBe('$6,400.00');
    expect(row('Cost and schedule', 'Completion if approved')).toBe(formatDate('2027-01-20'));

    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/change-orders' && init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/change-orders' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      estimateId: ESTIMATE_ID,
      reason: 'Client keeps the old railing',
      daysDelta: 3,
      lines: [{ description: 'Railing taken out', unitPrice: -30000, optional: false }],
      invoiceOnApproval: false,
    });
  }, SLOW_RENDER_MS);

  it('takes a line of the estimate out at what the client agreed to', async () => {
    mockFetchRoutes({ '/api/account/settings': settings, [`/api/estimates/${ESTIMATE_ID}`]: acceptedEstimate });
    renderWithShell(<ChangeOrderEditor />, { path: '/change-orders/create', route: `/change-orders/create?estimateId=${ESTIMATE_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Change a line of the estimate' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Line of the estimate' }));
    fireEvent.click(await screen.findByTitle('Railing · 1 · $500.00'));
    expect(within(dialog).getByText('Adds “Remove: Railing”: -$500.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the line' }));
    await waitFor(() => expect((screen.getByLabelText('Line 1 description') as HTMLInputElement).value).toBe('Remove: Railing'));
    expect((screen.getByLabelText('Line 1 unit price') as HTMLInputElement).value).toBe('-500.00');
    expect(row('Totals', 'Total')).toBe('-$500.00');
  }, SLOW_RENDER_MS);

  it('waits for the estimate to be accepted before a change order can be written', async () => {
    mockFetchRoutes({ '/api/account/settings': settings, [`/api/estimates/${ESTIMATE_ID}`]: draftEstimate });
    renderWithShell(<ChangeOrderEditor />, { path: '/change-orders/create', route: `/change-orders/create?estimateId=${ESTIMATE_ID}` });
    expect(await screen.findByText('Estimate EST-0007 is not accepted yet')).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('voids a sent change order only with a reason', async () => {
    const sent = { ...draftChangeOrder, status: 'sent', publicUrl: '/view/change-order/tok-123', sentAt: '2026-11-24T09:00:00.000Z', version: 2 };
    const fetchMock = mockFetchRoutes({
      '/api/account/settings': settings,
      [path]: sent,
      [`POST ${path}/void`]: { ...sent, status: 'void', closingReason: 'Client changed their mind', version: 3 },
    });
    renderWithShell(<ChangeOrderEditor />, { path: '/change-orders/edit/:id', route: `/change-orders/edit/${CHANGE_ORDER_ID}` });
    await screen.findByRole('heading', { name: 'Change order EST-0007-CO-01' });
    expect(screen.queryByRole('button', { name: /Save draft/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Void/ }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Void change order' })));
    expect(within(dialog).getByText('Reason is required.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/void'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Client changed their mind' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Void change order' })));
    expect(await screen.findByText('This change order is void.')).toBeTruthy();
    expect(screen.getByText('Reason: Client changed their mind')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/void'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'Client changed their mind' });
  }, SLOW_RENDER_MS);
});
