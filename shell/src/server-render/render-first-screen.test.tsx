import '@ledgerline/shell-sdk/test-support/jsdom-polyfills.ts';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '@ledgerline/shell-sdk/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-sdk/test-support/render-with-shell.tsx';
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
});
