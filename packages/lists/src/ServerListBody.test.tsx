import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { mockFetchRoutes, Reply } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ServerListBody } from './ServerListBody.tsx';
import { useListState } from './use-list-state.ts';
import { listState } from './list-state.ts';

// Under a full run on a busy machine antd's first render can take longer than the default second.

const SLOW_RENDER_MS = 30_000;

interface Row {
  id: string;
  name: string;
}
type Page = { items: Row[]; total: number };

const notes = listState({ statuses: ['all'], sorts: ['name'], defaultSort: 'name' });

/** A list screen of notes: its page in the address, the rows as a table-like list with a pager button. */
function NoteList() {
  const { state, paging } = useListState(notes);
  const query = useQuery({
    queryKey: ['notes', state.page],
    queryFn: async () => (await (await apiRequest('GET', `/api/notes?page=${state.page}`)).json()) as Page,
  });
  return (
    <ServerListBody
      noun="notes"
      query={query}
      {...paging}
      table={(shown) => (
        <section aria-label={`Page ${shown.page} of ${Math.ceil(shown.total / shown.pageSize)}`}>
          {shown.rows.map((row) => (
            <p key={row.id}>{row.name}</p>
          ))}
          {shown.rows.length === 0 && <p>{shown.emptyText}</p>}
          <button onClick={() => shown.onPage(shown.page + 1, shown.pageSize)}>Next page</button>
        </section>
      )}
      cards={() => <p>Cards</p>}
      after={<p>Summary</p>}
    />
  );
}

const pageOf = (names: string[]): Page => ({ items: names.map((name) => ({ id: name, name })), total: 40 });

describe('a server-paged list body', () => {
  it('shows the page named in the address, and a new page replaces it', async () => {
    const fetchMock = mockFetchRoutes({ '/api/notes': pageOf(['First']) });
    renderWithShell(<NoteList />, { path: '/notes', route: '/notes?page=1' });
    expect(await screen.findByRole('region', { name: 'Page 1 of 2' })).toBeTruthy();
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.getByText('Summary')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('region', { name: 'Page 2 of 2' })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/notes?page=2'));
  }, SLOW_RENDER_MS);

  it('says the list could not be loaded, and tries again on request', async () => {
    const fetchMock = mockFetchRoutes({ '/api/notes': new Reply(503, { status: 503, message: 'The database is not answering.' }) });
    renderWithShell(<NoteList />, { path: '/notes', route: '/notes' });
    expect(await screen.findByText('The notes could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The database is not answering.')).toBeTruthy();
    expect(screen.queryByText(/^No notes/)).toBeNull();
    expect(screen.queryByText('Summary')).toBeNull();

    mockFetchRoutes({ '/api/notes': pageOf(['Back again']) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  }, SLOW_RENDER_MS);

  it('says there are none yet on an unfiltered list, and that none match on a searched one', async () => {
    mockFetchRoutes({ '/api/notes': { items: [], total: 0 } });
    const unfiltered = renderWithShell(<NoteList />, { path: '/notes', route: '/notes?sort=name&page=1' });
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    unfiltered.unmount();

    renderWithShell(<NoteList />, { path: '/notes', route: '/notes?q=plans' });
    expect(await screen.findByText('No notes match these filters.')).toBeTruthy();
  }, SLOW_RENDER_MS);
});
