import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ADMIN, dashboardFixture } from '../test-support/admin-fixtures.ts';
import AdminDashboard from './AdminDashboard.tsx';

describe('AdminDashboard', () => {
  it('shows the figures as statistics, charts and tables, each table with its CSV link', async () => {
    fakeApi((url) => (url.startsWith('/api/admin/dashboard?') ? { body: dashboardFixture() } : undefined));
    renderWithShell(<AdminDashboard />, { path: '/admin', route: '/admin', user: ADMIN });

    expect(await screen.findByText('$154.00')).toBeTruthy();
    expect(screen.getByText('3 contact messages waiting')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Sign-ups per day' })).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Accounts by plan' });
    expect(within(plans).getByText('=Business')).toBeTruthy();
    expect(within(plans).getByText('96')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Download Accounts by plan as CSV' });
    expect(csv.getAttribute('href')).toBe('/api/admin/dashboard/accounts-by-plan.csv?days=30');
  });

  it('asks for the chosen period', async () => {
    const fetchMock = fakeApi((url) => (url.startsWith('/api/admin/dashboard?') ? { body: dashboardFixture() } : undefined));
    renderWithShell(<AdminDashboard />, { path: '/admin', route: '/admin', user: ADMIN });
    await screen.findByText('$154.00');
    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/dashboard?days=7'));
    expect((await screen.findByRole('link', { name: 'Download Sign-ups per day as CSV' })).getAttribute('href')).toBe('/api/admin/dashboard/signups-per-day.csv?days=7');
  });
});
