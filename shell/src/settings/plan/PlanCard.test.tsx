import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Subscription } from '@ledgerline/contracts';
import { FREE_SUBSCRIPTION, paidSubscription, PLANS, planStatus } from '@ledgerline/shell-ui/test-support/billing-fixtures.ts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { PlanCard } from './PlanCard.tsx';

/** The server's subscription: `before`, and `after` once a change was posted. */
function show(before: Subscription, after?: Subscription) {
  let subscription = before;
  const calls = fakeApi((url, init) => {
    if (url === '/api/plans') return { body: { items: PLANS } };
    if (url === '/api/subscription') return { body: subscription };
    if (url.startsWith('/api/subscription/') && init?.method === 'POST' && after) {
      subscription = after;
      return { body: after };
    }
    if (url === '/api/subscription/status') return { body: planStatus('pro') };
    return undefined;
  });
  renderWithShell(<PlanCard />, { path: '/settings', route: '/settings' });
  return calls;
}

describe('Settings Plan card', () => {
  it('shows Free with a way to the plans', async () => {
    show(FREE_SUBSCRIPTION);
    expect(await screen.findByText('You are on the Free plan.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See plans' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });

  it('shows a paid plan with its price and renewal date, and cancels it after asking', async () => {
    const calls = show(paidSubscription('pro'), paidSubscription('pro', { cancelAtPeriodEnd: true }));
    expect(await screen.findByText('Renews on Feb 28, 2027.')).toBeTruthy();
    expect(screen.getByText('$12.00 a month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Pro is cancelled: it ends on Feb 28, 2027 and your account goes back to Free.')).toBeTruthy();
    expect(calls.mock.calls.some(([url, init]) => url === '/api/subscription/cancel' && init?.method === 'POST')).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep Pro' })).toBeTruthy();
  });

  it('schedules a smaller plan for the end of the period', async () => {
    const calls = show(
      paidSubscription('business'),
      paidSubscription('business', { scheduledChange: { planKey: 'pro', planName: 'Pro', interval: 'month', on: '2027-02-28T10:00:00.000Z' } }),
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Switch at the end of the period to' }));
    fireEvent.click(await screen.findByText('Pro, $12.00 a month'));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule change' }));
    expect(await screen.findByText('Changes to Pro, billed monthly, on Feb 28, 2027.')).toBeTruthy();
    const change = calls.mock.calls.find(([url]) => url === '/api/subscription/change');
    expect(JSON.parse(String(change?.[1]?.body))).toEqual({ planKey: 'pro', interval: 'month' });
  });

  it('says when a failed payment ends the plan, with Pay now', async () => {
    show(paidSubscription('pro', { state: 'past_due', graceEndsAt: '2027-03-07T10:00:00.000Z' }));
    expect(await screen.findByText('Your last payment failed. You keep Pro until Mar 7, 2027, then your account goes back to Free unless you pay.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });
});
