import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ADMIN } from '../test-support/admin-fixtures.ts';
import AdminAudit from './AdminAudit.tsx';

describe('AdminAudit', () => {
  it('lists who did what to which target, when and from where, with no way to change an event', async () => {
    const event = { id: 'e1', actor: 'root', action: 'user_disabled', target: 'mason (mason@build.example)', change: 'enabled → disabled (1 session ended)', ip: '203.0.113.9', at: '2026-11-24T10:00:00.000Z' };
    fakeApi((url) => (url.startsWith('/api/admin/audit?') ? { body: { items: [event], total: 1, page: 1, pageSize: 50 } } : undefined));
    renderWithShell(<AdminAudit />, { path: '/admin/audit', route: '/admin/audit', user: ADMIN });
    expect(await screen.findByText('User disabled')).toBeTruthy();
    expect(screen.getByText('mason (mason@build.example)')).toBeTruthy();
    expect(screen.getByText('203.0.113.9')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
  });
});
