import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import JobPage from './JobPage.tsx';
import JobList from './JobList.tsx';
import { CHANGE_ORDER_ID, CLIENT, ESTIMATE_ID, sampleJob } from '../test-support/sample-estimate.ts';

const SLOW_RENDER_MS = 30_000;

describe('the job page', () => {
  it('shows the job’s title, client, site, figures and every document of it in order, each opening its page', async () => {
    mockFetchRoutes({ [`/api/jobs/${ESTIMATE_ID}`]: sampleJob });
    renderWithShell(<JobPage />, { path: '/jobs/:id', route: `/jobs/${ESTIMATE_ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lovelace kitchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: CLIENT.name }).getAttribute('href')).toBe(`/clients/${CLIENT.id}`);
    expect(screen.getByText('Site: 12 Elm Street, Austin, TX 78702, United States')).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'Job' });
    for (const [label, value] of [['Current contract value', '$6,700.00'], ['Invoiced so far', '$1,800.00'], ['Paid', '$1,800.00'], ['Retainage held', '$200.00'], ['Left to invoice', '$4,900.00']]) {
      expect(within(within(figures).getByText(label!).closest('tr') as HTMLElement).getByText(value!)).toBeTruthy();
    }
    const documents = screen.getByRole('table', { name: 'Documents of the job' });
    const rows = within(documents).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Accepted estimate', 'Pay application 1', 'Change order']);
    expect(within(documents).getByRole('link', { name: 'EST-0007-CO-01' }).getAttribute('href')).toBe(`/change-orders/edit/${CHANGE_ORDER_ID}`);
    expect(screen.getByRole('button', { name: /New change order$/ })).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('says there is no job for an estimate not accepted', async () => {
    mockFetchRoutes({});
    renderWithShell(<JobPage />, { path: '/jobs/:id', route: `/jobs/${ESTIMATE_ID}` });
    expect(await screen.findByText('No job here')).toBeTruthy();
  }, SLOW_RENDER_MS);
});

describe('the job list', () => {
  it('lists jobs with what is left to bill and held back, and asks for the open ones of a client from its link', async () => {
    const fetchMock = mockFetchRoutes({ '/api/jobs': { items: [sampleJob], total: 1, page: 1, pageSize: 20 } });
    renderWithShell(<JobList />, { path: '/jobs', route: `/jobs?status=open&clientId=${CLIENT.id}` });
    const row = (await screen.findByRole('link', { name: 'Lovelace kitchen' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('$4,900.00')).toBeTruthy();
    expect(within(row).getByText('$200.00')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((url) => url.pathname === '/api/jobs')!.searchParams;
    expect([asked.get('status'), asked.get('clientId')]).toEqual(['open', CLIENT.id]);
  }, SLOW_RENDER_MS);
});
