import '@ledgerline/shell-sdk/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionStatus, User } from '@ledgerline/contracts';
import { PLANS_OFF_STATUS, planStatus } from '@ledgerline/shell-sdk/test-support/billing-fixtures.ts';
import { fakeApi } from '@ledgerline/shell-sdk/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-sdk/test-support/render-with-shell.tsx';
import { SideNav } from './SideNav.tsx';

const USER: User = { id: '5d0c1a7e-2b3f-4c8d-9e0f-1a2b3c4d5e6f', username: 'ada', email: 'ada@example.com', role: 'user' };

/** The sidebar, whose plan status answers `status`. */
async function show(status: SubscriptionStatus) {
  fakeApi((url) => (url === '/api/subscription/status' ? { body: status } : undefined));
  renderWithShell(<SideNav user={USER} />, { path: '/dashboard', route: '/dashboard' });
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('SideNav', () => {
  it('links to Pricing and notes the Free plan’s message, small, with a way to the plans', async () => {
    const nav = await show(planStatus('free'));
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    const notice = await screen.findByRole('note', { name: 'Your plan' });
    expect(notice.textContent).toBe('You are on the Free plan. Upgrade to remove the watermark from your documents. See plans');
    expect(within(notice).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('has no notice on a plan that marks nothing', async () => {
    const nav = await show(planStatus('pro'));
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('offers no Pricing and no notice on a gateway without plans', async () => {
    const nav = await show(PLANS_OFF_STATUS);
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Pricing' })).toBeNull());
    expect(within(nav).getByRole('link', { name: 'Referrals' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
