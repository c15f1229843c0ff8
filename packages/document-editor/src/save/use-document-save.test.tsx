import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager, useMutation } from '@tanstack/react-query';
import type { SaveDocumentVariables } from '@ledgerline/api-client';
import { NEGATIVE_TOTAL_MESSAGE, type DocumentTotals } from '@ledgerline/contracts';
import { apiRequest, documentOutbox, useRunSaveShortcut } from '@ledgerline/shell-sdk';
import { mockFetchRoutes, Reply } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import type { DraftReading } from '../draft/read-draft.ts';
import { useDocumentSave } from './use-document-save.ts';

// Under a full run on a busy machine antd's first render can take longer than the default second.

const SLOW_RENDER_MS = 30_000;
const ID = '0b7c9d2e-4f1a-4b3c-8d5e-6f7a8b9c0d1e';
const PATH = `/api/invoices/${ID}`;

interface Doc {
  id: string;
  version: number;
  number: string;
  title: string;
}

const saved: Doc = { id: ID, version: 3, number: 'INV-0042', title: 'Tiles' };

async function requestDoc(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, key?: string): Promise<Doc> {
  return (await (await apiRequest(method, url, body, key ? { 'Idempotency-Key': key } : {})).json()) as Doc;
}

type Variables = SaveDocumentVariables<{ title: string }>;
const saveDoc = (variables: Variables) =>
  variables.id !== undefined
    ? requestDoc('PUT', `/api/invoices/${variables.id}`, { ...variables.input, version: variables.version }, variables.idempotencyKey)
    : requestDoc('POST', '/api/invoices', variables.input, variables.idempotencyKey);

interface TitleEditorProps {
  document?: Doc;
  readOnly?: boolean;
  negativeAllowed?: boolean;
  total?: number;
  onCreated?(id: string): void;
}

/** The smallest editor: one title field; an empty title is not valid, and its total is given. */
function TitleEditor({ document, readOnly = false, negativeAllowed, total = 0, onCreated = () => {} }: TitleEditorProps) {
  const [title, setTitle] = useState(document?.title ?? '');
  const [lastSaved, setLastSaved] = useState(document?.title);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const reading: DraftReading<{ title: string }> = {
    input: title === '' ? null : { title },
    errors: {},
    totals: { total } as DocumentTotals,
    lineAmounts: null,
    totalsError: null,
  };
  const { save, reload, conflict, saving } = useDocumentSave({
    kind: 'invoice',
    document,
    reading,
    draft: {
      draft: { title },
      isDirty: () => title !== lastSaved,
      markSaved: (draft: { title: string }) => {
        setTitle(draft.title);
        setLastSaved(draft.title);
      },
      setServerErrors,
      revealErrors: () => {},
    },
    toDraft: (doc: Doc) => ({ title: doc.title }),
    mutation: useMutation({ mutationFn: saveDoc }),
    queryOptions: (id: string) => ({ queryKey: ['invoices', id], queryFn: () => requestDoc('GET', `/api/invoices/${id}`) }),
    readOnly,
    negativeAllowed,
    onCreated,
  });
  const runSaveShortcut = useRunSaveShortcut();
  return (
    <>
      <input aria-label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
      {serverErrors.number && <p>{serverErrors.number}</p>}
      <button onClick={() => void save()} disabled={saving}>
        Save
      </button>
      <button onClick={() => runSaveShortcut()}>Ctrl+S</button>
      {conflict && (
        <section aria-label="Conflict">
          {conflict}
          <button onClick={() => void reload()}>Reload</button>
        </section>
      )}
    </>
  );
}

afterEach(async () => {
  onlineManager.setOnline(true);
  for (const entry of documentOutbox.snapshot()) await documentOutbox.discard(entry.key);
});

const writes = (fetchMock: ReturnType<typeof mockFetchRoutes>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');

describe('saving a document from its editor', () => {
  it('creates a new document, says so with its number, and moves to its edit page', async () => {
    const fetchMock = mockFetchRoutes({ 'POST /api/invoices': new Reply(201, saved) });
    const onCreated = jest.fn<(id: string) => void>();
    renderWithShell(<TitleEditor onCreated={onCreated} />, { path: '/invoices/create', route: '/invoices/create' });

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tiles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invoice saved')).toBeTruthy();
    expect(screen.getByText('INV-0042')).toBeTruthy();
    expect(onCreated).toHaveBeenCalledWith(ID);
    expect(await screen.findByText('Left the screen')).toBeTruthy();
    expect(JSON.parse(String(writes(fetchMock)[0]?.[1]?.body))).toEqual({ title: 'Tiles' });
  }, SLOW_RENDER_MS);

  it('asks for the highlighted fields before sending anything while the input is not valid', async () => {
    const fetchMock = mockFetchRoutes({});
    renderWithShell(<TitleEditor />, { path: '/invoices/create', route: '/invoices/create' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields need your attention before the invoice can be saved.')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
  }, SLOW_RENDER_MS);

  it('refuses a total below zero unless the kind allows it', async () => {
    const fetchMock = mockFetchRoutes({ 'POST /api/invoices': new Reply(201, saved) });
    const { unmount } = renderWithShell(<TitleEditor total={-100} />, { path: '/invoices/create', route: '/invoices/create' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Credit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEGATIVE_TOTAL_MESSAGE)).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
    unmount();

    renderWithShell(<TitleEditor total={-100} negativeAllowed />, { path: '/invoices/create', route: '/invoices/create' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Credit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice saved')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(1);
  }, SLOW_RENDER_MS);

  it('sends the version it was based on, and on a stale one offers the saved version instead of overwriting', async () => {
    const fetchMock = mockFetchRoutes({
      [PATH]: { ...saved, version: 4, title: 'Blue tiles' },
      [`PUT ${PATH}`]: new Reply(409, { status: 409, code: 'stale_version', message: 'This invoice was changed by someone else.' }),
    });
    renderWithShell(<TitleEditor document={saved} />, { path: '/invoices/edit/:id', route: `/invoices/edit/${ID}` });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Red tiles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('region', { name: 'Conflict' })).textContent).toContain('This invoice was changed by someone else.');
    expect(JSON.parse(String(writes(fetchMock)[0]?.[1]?.body))).toEqual({ title: 'Red tiles', version: 3 });
    expect(screen.queryByText('The invoice could not be saved')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Blue tiles'));
    expect(screen.queryByRole('region', { name: 'Conflict' })).toBeNull();
  }, SLOW_RENDER_MS);

  it('shows a refusal about the number next to the field and in a toast, not as a conflict', async () => {
    mockFetchRoutes({
      [`PUT ${PATH}`]: new Reply(409, { status: 409, code: 'number_taken', message: 'Another invoice already has this number.', fields: { number: ['That number is taken.'] } }),
    });
    renderWithShell(<TitleEditor document={saved} />, { path: '/invoices/edit/:id', route: `/invoices/edit/${ID}` });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That number is taken.')).toBeTruthy();
    expect(await screen.findByText('The invoice could not be saved')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Conflict' })).toBeNull();
  }, SLOW_RENDER_MS);

  it('saves on Ctrl/Cmd+S, except when the document cannot be changed', async () => {
    const fetchMock = mockFetchRoutes({ [`PUT ${PATH}`]: saved });
    const { unmount } = renderWithShell(<TitleEditor document={saved} readOnly />, { path: '/invoices/edit/:id', route: `/invoices/edit/${ID}` });
    fireEvent.click(screen.getByRole('button', { name: 'Ctrl+S' }));
    // The Save button still saves, so a shortcut that saved too would show as a second write.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice saved')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(1);
    unmount();

    renderWithShell(<TitleEditor document={saved} />, { path: '/invoices/edit/:id', route: `/invoices/edit/${ID}` });
    fireEvent.click(screen.getByRole('button', { name: 'Ctrl+S' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(2));
  }, SLOW_RENDER_MS);

  it('offline, keeps a new document on this device as a numbered draft at its own address, and sends nothing', async () => {
    const fetchMock = mockFetchRoutes({});
    const onCreated = jest.fn<(id: string) => void>();
    renderWithShell(<TitleEditor onCreated={onCreated} />, { path: '/invoices/create', route: '/invoices/create' });
    act(() => onlineManager.setOnline(false));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tiles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invoice saved on this device')).toBeTruthy();
    expect(screen.getByText("Draft 1 will sync when you're back online.")).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
    const [entry] = documentOutbox.snapshot();
    expect(entry).toMatchObject({ kind: 'invoice', local: true, provisional: 1, request: { method: 'POST', url: '/api/invoices', body: { title: 'Tiles' } } });
    expect(onCreated).toHaveBeenCalledWith(entry?.documentKey ?? 'no entry');
  }, SLOW_RENDER_MS);

  it('keeps a save that got no answer on this device, to be sent again with the key it was sent with', async () => {
    const fetchMock = mockFetchRoutes({});
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithShell(<TitleEditor document={saved} />, { path: '/invoices/edit/:id', route: `/invoices/edit/${ID}` });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Red tiles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invoice saved on this device')).toBeTruthy();
    const sentKey = (writes(fetchMock)[0]?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    expect(sentKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(documentOutbox.snapshot()).toEqual([
      expect.objectContaining({ key: sentKey, documentKey: ID, request: { method: 'PUT', url: PATH, body: { title: 'Red tiles', version: 3 } } }),
    ]);
  }, SLOW_RENDER_MS);
});
