import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clientFixture } from '../test-support/client-fixture.ts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import ClientList from './ClientList.tsx';

const harbor = clientFixture();
const markup = clientFixture({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: '<b>Bold</b><script>x</script>', company: '' });

describe('ClientList', () => {
  it('lists clients with their outstanding balance in the account currency, markup shown as text', async () => {
    fakeApi((url) => {
      if (url === '/api/account/settings') return { body: { businessName: 'Oak & Nail', currency: 'EUR' } };
      if (url.startsWith('/api/clients?')) return { body: { items: [harbor, markup], total: 2, page: 1, pageSize: 20 } };
      return undefined;
    });
    renderWithShell(<ClientList />, { path: '/clients', route: '/clients' });
    expect(await screen.findByRole('link', { name: 'Harbor Renovations', hidden: true })).toBeTruthy();
    expect(screen.getAllByText('€1,000.00')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '<b>Bold</b><script>x</script>', hidden: true })).toBeTruthy();
  });

  it('asks the server once the search text settles, from the first page', async () => {
    const fetchMock = fakeApi((url) => {
      if (url === '/api/account/settings') return { body: { businessName: 'Oak & Nail', currency: 'USD' } };
      if (url.startsWith('/api/clients?')) return { body: { items: [harbor], total: 1, page: 1, pageSize: 20 } };
      return undefined;
    });
    renderWithShell(<ClientList />, { path: '/clients', route: '/clients?page=3' });
    const search = await screen.findByRole('searchbox', { name: 'Search clients', hidden: true });
    fireEvent.change(search, { target: { value: 'harb' } });
    fireEvent.change(search, { target: { value: 'harbor ' } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=harbor'))).toBe(true));
    const searches = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('q='));
    expect(searches).toEqual(['/api/clients?sort=name&page=1&pageSize=20&archived=exclude&q=harbor']);
  });
});
