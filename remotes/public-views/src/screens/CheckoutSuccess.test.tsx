import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { paidSubscription } from '@ledgerline/shell-ui/test-support/billing-fixtures.ts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { checkoutSuccessState } from '../checkout/checkout-result-state.ts';
import CheckoutSuccess from './CheckoutSuccess.tsx';

const BOUGHT = { planKey: 'pro', planName: 'Pro', interval: 'month' as const, amount: 1200, currency: 'USD', paidAt: '2027-01-31T10:00:00.000Z', nextBillingDate: '2027-02-28T10:00:00.000Z' };

/** Arrives at /checkout/success the way checkout sends the user there: with what was bought. */
function FromCheckout() {
  const navigate = useNavigate();
  useEffect(() => void navigate('/checkout/success', { state: checkoutSuccessState(BOUGHT) }), [navigate]);
  return null;
}

describe('CheckoutSuccess', () => {
  it('shows what was bought, what it cost and the next billing date', async () => {
    fakeApi(() => undefined);
    renderWithShell(<FromCheckout />, { path: '/checkout/pro', route: '/checkout/pro', otherRoutes: [{ path: '/checkout/success', element: <CheckoutSuccess /> }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are on the Pro plan' })).toBeTruthy();
    expect(screen.getByText('Paid $12.00 on Jan 31, 2027. Billed monthly.')).toBeTruthy();
    expect(screen.getByText('Next billing date: Feb 28, 2027')).toBeTruthy();
  });

  it('opened on its own, shows the current plan from the server', async () => {
    fakeApi((url) => (url === '/api/subscription' ? { body: paidSubscription('business') } : undefined));
    renderWithShell(<CheckoutSuccess />, { path: '/checkout/success', route: '/checkout/success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are on the Business plan' })).toBeTruthy();
    expect(screen.getByText('Next billing date: Feb 28, 2027')).toBeTruthy();
  });
});
