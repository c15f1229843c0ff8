import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DashboardChart } from '@ledgerline/contracts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { DASHBOARD } from '../test-support/dashboard-fixture.ts';
import DashboardPage from './DashboardPage.tsx';

const CHART: DashboardChart = {
  currency: 'USD',
  months: Array.from({ length: 12 }, (_x, index) => ({ month: `2025-${String(index + 1).padStart(2, '0')}`, invoiced: index === 11 ? 21000 : 0, paid: index === 11 ? 17200 : 0 })),
};

describe('DashboardPage', () => {
  it('shows each figure as a link to the list it counts, then the chart with its table', async () => {
    fakeApi((url) => {
      if (url === '/api/dashboard') return { body: DASHBOARD };
      if (url === '/api/dashboard/chart') return { body: CHART };
      return undefined;
    });
    renderWithShell(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });

    expect((await screen.findByRole('link', { name: /^Overdue \$3,350\.00 7 invoices$/ })).getAttribute('href')).toBe('/invoices?status=overdue');
    expect(screen.getByRole('link', { name: /^Invoiced this month/ }).getAttribute('href')).toBe('/invoices?status=issued&from=2026-06-01&to=2026-06-30');
    expect(screen.getByRole('link', { name: /^Paid this month/ }).getAttribute('href')).toBe('/invoices?paidFrom=2026-06-01&paidTo=2026-06-30');
    expect(screen.getByRole('link', { name: /^Win rate 33%/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Approved change orders not invoiced/ }).getAttribute('href')).toBe('/change-orders?status=uninvoiced');
    expect(screen.getByRole('link', { name: /^Open jobs \$1,620\.00 2 jobs/ }).getAttribute('href')).toBe('/jobs?status=open');
    const aging = screen.getByRole('region', { name: 'Aging of what clients owe' });
    expect(within(aging).getByRole('link', { name: '31–60 days overdue' }).getAttribute('href')).toBe('/invoices?aging=31-60');
    expect(within(aging).getByText(/and 2 more/)).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Invoiced and paid per month, last 12 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: /December 2025 \$210\.00 \$172\.00/ })).toBeTruthy();
  });

  it('keeps the heading and offers to try again when the figures cannot load', async () => {
    fakeApi((url) => (url === '/api/dashboard' ? { status: 500, body: { message: 'boom' } } : undefined));
    renderWithShell(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('The figures could not be loaded. Check your connection, then try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
