import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSettingsSchema } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import EstimateList from './EstimateList.tsx';
import { acceptedEstimate, draftEstimate } from '../test-support/sample-estimate.ts';

// Under a full run on a busy machine antd's first render can take longer than the default second.

const SLOW_RENDER_MS = 30_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const list = { items: [acceptedEstimate, draftEstimate], total: 2, page: 1, pageSize: 20, winRate: 0.625, totals: { count: 2, total: 1050000 } };

const lastListQuery = (fetchMock: ReturnType<typeof mockFetchRoutes>) => {
  const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/api/estimates');
  return urls.at(-1)?.searchParams;
};

describe('the estimate list', () => {
  it('shows the totals and the win rate the API answers, and each job\'s contract value', async () => {
    mockFetchRoutes({ '/api/account/settings': settings, '/api/estimates': list });
    renderWithShell(<EstimateList />, { path: '/estimates', route: '/estimates' });
    const summary = await screen.findByRole('group', { name: 'Estimates selected' });
    expect(within(summary).getByText('63 %')).toBeTruthy();
    expect(within(summary).getByText('$10,500.00')).toBeTruthy();
    const accepted = screen.getByRole('link', { name: 'EST-0007-R2' }).closest('tr') as HTMLElement;
    expect(within(accepted).getByText('Accepted')).toBeTruthy();
    expect(within(accepted).getByText('$6,700.00')).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('asks the server for a status and a search, starting again at page 1', async () => {
    const fetchMock = mockFetchRoutes({ '/api/account/settings': settings, '/api/estimates': list });
    renderWithShell(<EstimateList />, { path: '/estimates', route: '/estimates?page=3' });
    await screen.findByRole('group', { name: 'Estimates selected' });
    expect(lastListQuery(fetchMock)?.get('page')).toBe('3');

    await act(async () => fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByText('Expired')));
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('status')).toBe('expired'));
    expect(lastListQuery(fetchMock)?.get('page')).toBe('1');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search estimates' }), { target: { value: 'Lovelace' } });
    await waitFor(() => expect(lastListQuery(fetchMock)?.get('q')).toBe('Lovelace'));
    expect(lastListQuery(fetchMock)?.get('status')).toBe('expired');
  }, SLOW_RENDER_MS);

  it('says so when no estimate is decided, instead of a rate of nothing', async () => {
    mockFetchRoutes({ '/api/account/settings': settings, '/api/estimates': { ...list, items: [draftEstimate], total: 1, winRate: null, totals: { count: 1, total: 500000 } } });
    renderWithShell(<EstimateList />, { path: '/estimates', route: '/estimates' });
    const summary = await screen.findByRole('group', { name: 'Estimates selected' });
    expect(within(summary).getByText('—')).toBeTruthy();
    expect(within(summary).queryByText(/%/)).toBeNull();
  }, SLOW_RENDER_MS);
});
