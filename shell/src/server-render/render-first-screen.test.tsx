import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import DashboardPage from '../pages/DashboardPage.tsx';
import { DASHBOARD } from '../test-support/dashboard-fixture.ts';

// Loaded once the polyfills ran: jest evaluates a CommonJS import (react-dom/server, which needs a MessageChannel as it loads) before this module's body.
const { renderFirstScreen } = await import('./render-first-screen.tsx');

const USER = { id: '0b6f3c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f', username: 'alder', email: 'office@alder.example', role: 'user' as const };

/** The gateway's HTML for the dashboard, as a browser would parse it before any script runs. */
function renderedPage(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderFirstScreen({ screen: 'dashboard', user: USER, dashboard: DASHBOARD });
  return page;
}

/** The markup as the browser holds it: each style attribute written back from its parsed declarations. */
function asParsed(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const styled of copy.querySelectorAll<HTMLElement>('[style]')) styled.setAttribute('style', styled.style.cssText);
  return copy.innerHTML;
}

afterEach(() => document.body.replaceChildren());

describe('renderFirstScreen', () => {
  it('draws the dashboard with its figures as links to the lists they count', () => {
    const page = document.body.appendChild(renderedPage());
    expect(within(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: /^Outstanding \$3,538\.00 9 invoices$/ }).getAttribute('href')).toBe('/invoices?status=outstanding');
    expect(within(page).getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe('/invoices/create');
    const aging = within(page).getByRole('region', { name: 'Aging of what clients owe' });
    expect(within(aging).getByRole('link', { name: '31–60 days overdue' }).getAttribute('href')).toBe('/invoices?aging=31-60');
  });

  it('draws what the app draws from the same answers, so the app takes its place without a change', async () => {
    const rendered = renderedPage();
    fakeApi((url) => (url === '/api/dashboard' ? { body: DASHBOARD } : url === '/api/dashboard/chart' ? { status: 503, body: {} } : undefined));
    renderWithShell(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    for (const name of ['Money', 'Estimates and jobs, last 12 months', 'Aging of what clients owe', 'Recent activity']) {
      const drawn = await screen.findByRole('region', { name });
      const section = rendered.querySelector(`section[aria-labelledby="${drawn.getAttribute('aria-labelledby')}"]`);
      expect(section && asParsed(section)).toBe(asParsed(drawn));
    }
  });

  it("draws the invoice rows in each width's layout, in the theme's colours, for index.html's styles to show one", () => {
    const row = {
      id: '0b5e8a52-6f1c-4d1e-9a3b-7c2d1e0f9a8b',
      number: 'INV-2026-0013',
      status: 'sent' as const,
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
    const page = document.createElement('div');
    page.innerHTML = renderFirstScreen({ screen: 'invoices', user: USER, invoices: { items: [row], total: 1, page: 1, pageSize: 20 } });
    const [phone, narrow, wide] = ['phone', 'narrow', 'wide'].map((width) => page.querySelector<HTMLElement>(`.boot-width-${width}`)!);
    for (const layout of [phone!, narrow!]) expect(within(layout).getByRole('list', { name: 'Invoices' }).textContent).toContain('INV-2026-0013');
    const table = within(wide!).getByRole('table', { name: 'Invoices' });
    const number = within(table).getByRole('link', { name: 'INV-2026-0013' });
    expect(number.getAttribute('href')).toBe(`/invoices/edit/${row.id}`);
    expect(number.style.color).toBe('rgb(31, 95, 191)');
    expect(within(table).getByText('$2,984.44')).toBeTruthy();
  });
});
