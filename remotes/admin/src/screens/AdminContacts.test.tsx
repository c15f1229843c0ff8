import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ADMIN, contactFixture } from '../test-support/admin-fixtures.ts';
import AdminContacts from './AdminContacts.tsx';

const message = contactFixture();
const handled = contactFixture({ state: 'handled', handledBy: { id: ADMIN.id, username: 'root' }, handledAt: '2026-11-24T09:00:00.000Z', note: 'Called back' });

describe('AdminContacts', () => {
  it('lists the waiting messages, opens one with its text shown as text, and marks it handled with a note', async () => {
    const fetchMock = fakeApi((url, init) => {
      if (url.startsWith('/api/admin/contacts?')) return { body: { items: [message], total: 1, page: 1, pageSize: 20, waiting: 1 } };
      if (url === `/api/admin/contacts/${message.id}/handled` && init?.method === 'POST') return { body: handled };
      if (url === `/api/admin/contacts/${message.id}`) return { body: message };
      return undefined;
    });
    renderWithShell(<AdminContacts />, { path: '/admin/contacts', route: '/admin/contacts', user: ADMIN });

    expect((await screen.findAllByText('1 waiting')).length).toBe(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/contacts?state=new&page=1&pageSize=20');
    fireEvent.click(screen.getByRole('link', { name: message.subject }));
    expect(await screen.findByText('<b>Hello</b> — can my client sign a change order?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Called back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/handled'));
      expect(call?.[1]?.body).toBe(JSON.stringify({ note: 'Called back' }));
    });
  });

  it('tags the message of an account with priority support, and only that one', async () => {
    const prioritized = contactFixture({ id: '2f4e2d3c-5b6a-4789-8abc-def012345678', subject: 'Invoices stopped sending', priority: true });
    fakeApi((url) => (url.startsWith('/api/admin/contacts?') ? { body: { items: [prioritized, message], total: 2, page: 1, pageSize: 20, waiting: 2 } } : undefined));
    renderWithShell(<AdminContacts />, { path: '/admin/contacts', route: '/admin/contacts', user: ADMIN });

    expect(within(await screen.findByRole('row', { name: /Invoices stopped sending/ })).getByText('Priority support')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Can a change order be signed/ })).queryByText('Priority support')).toBeNull();
  });

  it('sends a reply by email', async () => {
    const fetchMock = fakeApi((url, init) => {
      if (url.startsWith('/api/admin/contacts?')) return { body: { items: [message], total: 1, page: 1, pageSize: 20, waiting: 1 } };
      if (url.endsWith('/reply') && init?.method === 'POST') return { status: 201, body: { ...message, replies: [{ subject: 'Re: Can a change order be signed?', sentBy: { id: ADMIN.id, username: 'root' }, sentAt: '2026-11-24T09:00:00.000Z' }] } };
      if (url === `/api/admin/contacts/${message.id}`) return { body: message };
      return undefined;
    });
    renderWithShell(<AdminContacts />, { path: '/admin/contacts', route: '/admin/contacts', user: ADMIN });
    fireEvent.click(await screen.findByRole('link', { name: message.subject }));
    fireEvent.change(await screen.findByLabelText('Reply'), { target: { value: 'Yes, with its own signature.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reply'));
      expect(call?.[1]?.body).toBe(JSON.stringify({ subject: 'Re: Can a change order be signed?', message: 'Yes, with its own signature.' }));
    });
  });
});
