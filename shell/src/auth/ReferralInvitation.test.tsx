import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { mockFetchRoutes, Reply } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ReferralInvitation } from './ReferralInvitation.tsx';

function open(route: string, answer: unknown) {
  const fetchMock = mockFetchRoutes({ 'POST /api/referrals/visits': answer });
  renderWithShell(<ReferralInvitation />, { path: '/register', route });
  return fetchMock;
}

describe('ReferralInvitation', () => {
  it('reports the link’s code and says who invited the visitor', async () => {
    const fetchMock = open('/register?ref=Ab3_x-9QkLmN', { referrerName: 'Oak & Nail', counted: true });
    expect(await screen.findByText('Oak & Nail invited you. When you start a paid plan, you both get one free month.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: 'Ab3_x-9QkLmN' });
  });

  it('stays silent without a code, for a link that does not count, and for an unknown code', async () => {
    for (const [route, answer] of [
      ['/register', { referrerName: 'Oak & Nail', counted: true }],
      ['/register?ref=Ab3_x-9QkLmN', { referrerName: 'Oak & Nail', counted: false }],
      ['/register?ref=Zz9_unknown0', new Reply(404, { message: 'That referral link is not valid.' })],
    ] as const) {
      cleanup();
      const fetchMock = open(route, answer);
      const reported = route.includes('ref=');
      await waitFor(() => expect(fetchMock.mock.calls.length).toBe(reported ? 1 : 0));
      // Let the answer arrive and render before looking for what it would show.
      await act(async () => {
        await (reported ? (fetchMock.mock.results[0]?.value as Promise<Response>).then((response) => response.json()) : undefined);
      });
      expect(screen.queryByRole('status')).toBeNull();
    }
  });
});
