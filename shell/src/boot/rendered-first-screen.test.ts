import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions, invoiceListQueryOptions } from '@ledgerline/api-client';
import { RENDERED_FIRST_SCREEN_ID, type RenderedFirstScreen } from '@ledgerline/contracts';
import { userQueryOptions } from '../auth/user-query.ts';
import { DASHBOARD } from '../test-support/dashboard-fixture.ts';
import { seedRenderedFirstScreen, takeRenderedFirstScreen } from './rendered-first-screen.ts';

const RENDERED: RenderedFirstScreen = {
  screen: 'dashboard',
  user: { id: '0b6f3c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f', username: 'alder', email: 'office@alder.example', role: 'user' },
  dashboard: DASHBOARD,
};

const DASHBOARD_ADDRESS = { pathname: '/dashboard', search: '' };

/** The element the gateway puts at the end of the page's body. */
function pageCarries(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RENDERED_FIRST_SCREEN_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.body.replaceChildren());

describe('the first screen the gateway rendered into the page', () => {
  it('is read once, for the address it was rendered for, and its answers are cached under the keys the screen reads', () => {
    pageCarries(JSON.stringify(RENDERED));
    const rendered = takeRenderedFirstScreen(DASHBOARD_ADDRESS);
    expect(rendered).toEqual(RENDERED);
    expect(document.getElementById(RENDERED_FIRST_SCREEN_ID)).toBeNull();
    expect(takeRenderedFirstScreen(DASHBOARD_ADDRESS)).toBeUndefined();

    const queryClient = new QueryClient();
    seedRenderedFirstScreen(queryClient, RENDERED);
    expect(queryClient.getQueryData(userQueryOptions.queryKey)).toEqual(RENDERED.user);
    expect(queryClient.getQueryData(dashboardQueryOptions().queryKey)).toEqual(DASHBOARD);
  });

  it("puts the invoice list's first page where the list asks for its address with nothing in the query", () => {
    const invoices = { items: [], total: 0, page: 1, pageSize: 20 };
    const queryClient = new QueryClient();
    seedRenderedFirstScreen(queryClient, { screen: 'invoices', user: RENDERED.user, invoices });
    expect(queryClient.getQueryData(invoiceListQueryOptions(new URLSearchParams()).queryKey)).toBe(invoices);
  });

  it('is ignored on another address, one with a query, and when it cannot be read', () => {
    pageCarries(JSON.stringify(RENDERED));
    expect(takeRenderedFirstScreen({ pathname: '/invoices', search: '' })).toBeUndefined();
    pageCarries(JSON.stringify(RENDERED));
    expect(takeRenderedFirstScreen({ pathname: '/dashboard', search: '?from=push' })).toBeUndefined();
    pageCarries('{"screen": "dash');
    expect(takeRenderedFirstScreen(DASHBOARD_ADDRESS)).toBeUndefined();
    expect(takeRenderedFirstScreen(DASHBOARD_ADDRESS)).toBeUndefined();
  });
});
