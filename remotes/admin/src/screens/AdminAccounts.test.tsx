import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ADMIN, userFixture } from '../test-support/admin-fixtures.ts';
import AdminAccounts from './AdminAccounts.tsx';

const mason = userFixture();
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('AdminAccounts', () => {
  it('disables a user after asking, and shows why a refused change was refused', async () => {
    const fetchMock = fakeApi((url, init) => {
      if (url.startsWith('/api/admin/accounts?')) return { body: page([]) };
      if (url.startsWith('/api/admin/users?')) return { body: page([mason]) };
      if (url.endsWith('/disable') && init?.method === 'POST') return { body: { ...mason, disabledAt: '2026-11-24T10:00:00.000Z' } };
      if (url.endsWith('/role')) return { status: 409, body: { title: 'Conflict', status: 409, code: 'last_admin', message: 'This is the last administrator who can sign in. Make another user an administrator first.' } };
      return undefined;
    });
    renderWithShell(<AdminAccounts />, { path: '/admin/accounts', route: '/admin/accounts', user: ADMIN });
    fireEvent.click(await screen.findByText('Users'));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    await screen.findByText('Disable mason?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Disable' }).at(-1)!);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/api/admin/users/${mason.id}/disable`))).toBe(true));
    expect(await screen.findByText('mason is disabled and signed out')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Make admin' }));
    await screen.findByText('Make mason an admin?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Make admin' }).at(-1)!);
    expect(await screen.findByText('This is the last administrator who can sign in. Make another user an administrator first.')).toBeTruthy();
  });
});
