import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { SubscriptionStatus, User } from '@ledgerline/contracts';
import { PLANS_OFF_STATUS, planStatus } from '@ledgerline/shell-ui/test-support/billing-fixtures.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { SideNav } from './SideNav.tsx';

const USER: User = { id: '5d0c1a7e-2b3f-4c8d-9e0f-1a2b3c4d5e6f', username: 'ada', email: 'ada@example.com', role: 'user' };

/** The sidebar's main links, with the plan status the frame has (undefined: not answered yet). */
function show(status: SubscriptionStatus | undefined) {
  renderWithShell(<SideNav user={USER} status={status} />, { path: '/dashboard', route: '/dashboard' });
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('SideNav', () => {
  it('links to Pricing and notes the Free plan’s message, small, with a way to the plans', () => {
    const nav = show(planStatus('free'));
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    const notice = screen.getByRole('note', { name: 'Your plan' });
    expect(notice.textContent).toBe('You are on the Free plan. Upgrade to remove the watermark from your documents. See plans');
    expect(within(notice).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('has no notice on a plan that marks nothing', () => {
    const nav = show(planStatus('pro'));
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('offers Pricing while the status has not answered, as plans are on unless turned off', () => {
    expect(within(show(undefined)).getByRole('link', { name: 'Pricing' })).toBeTruthy();
  });

  it('offers no Pricing and no notice on a gateway without plans', () => {
    const nav = show(PLANS_OFF_STATUS);
    expect(within(nav).queryByRole('link', { name: 'Pricing' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Referrals' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
