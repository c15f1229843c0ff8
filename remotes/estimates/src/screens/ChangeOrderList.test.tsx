import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import ChangeOrderList from './ChangeOrderList.tsx';
import { acceptedEstimate, draftChangeOrder, ESTIMATE_ID } from '../test-support/sample-estimate.ts';

// Under a full run on a busy machine antd's first render can take longer than the default second.

const SLOW_RENDER_MS = 30_000;
const approved = { ...draftChangeOrder, id: '88888888-8888-4888-8888-888888888888', number: 'EST-0007-CO-02', status: 'approved', reason: 'Credit for tiles', costDelta: -30000 };
const list = { items: [draftChangeOrder, approved], total: 2, page: 1, pageSize: 20 };

const lastListQuery = (fetchMock: ReturnType<typeof mockFetchRoutes>) => {
  const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/api/change-orders');
  return urls.at(-1)?.searchParams;
};

describe('the change order list', () => {
  it('shows each change order with its estimate, client and signed cost, and flags what is not invoiced', async () => {
    mockFetchRoutes({ '/api/change-orders': list });
    renderWithShell(<ChangeOrderList />, { path: '/change-orders', route: '/change-orders' });
    const row = (await screen.findByRole('link', { name: 'EST-0007-CO-02' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'EST-0007-R2' }).getAttribute('href')).toBe(`/estimates/edit/${ESTIMATE_ID}`);
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('-$300.00')).toBeTruthy();
    expect(within(row).getByText('Not invoiced')).toBeTruthy();
    const draft = screen.getByRole('link', { name: 'EST-0007-CO-01' }).closest('tr') as HTMLElement;
    expect(within(draft).getByText('+$1,200.00')).toBeTruthy();
    expect(within(draft).queryByText('Not invoiced')).toBeNull();
  }, SLOW_RENDER_MS);

  it('asks for the approved change orders no invoice carries yet', async () => {
    const fetchMock = mockFetchRoutes({ '/api/change-orders': list });
    renderWithShell(<ChangeOrderList />, { path: '/change-orders', route: '/change-orders' });
    await screen.findByRole('link', { name: 'EST-0007-CO-02' });
    await act(async () => fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByText('Approved, not yet invoiced')));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('uninvoiced')).toBe('true'));
    expect(lastListQuery(fetchMock)?.has('status')).toBe(false);

    await act(async () => fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByText('Void')));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('status')).toBe('void'));
    expect(lastListQuery(fetchMock)?.has('uninvoiced')).toBe(false);
  }, SLOW_RENDER_MS);

  it('shows one estimate\'s change orders from its link, until that filter is removed', async () => {
    const fetchMock = mockFetchRoutes({ '/api/change-orders': list, [`/api/estimates/${ESTIMATE_ID}`]: acceptedEstimate });
    renderWithShell(<ChangeOrderList />, { path: '/change-orders', route: `/change-orders?estimateId=${ESTIMATE_ID}` });
    expect(await screen.findByText('Estimate EST-0007-R2')).toBeTruthy();
    expect(lastListQuery(fetchMock)?.get('estimateId')).toBe(ESTIMATE_ID);
    await act(async () => fireEvent.click(screen.getByLabelText("Show every estimate's change orders")));
    await waitFor(() => expect(lastListQuery(fetchMock)?.has('estimateId')).toBe(false));
  }, SLOW_RENDER_MS);
});
