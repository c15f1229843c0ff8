import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { PLANS_OFF_CODE, type PaymentMethodList } from '@ledgerline/contracts';
import { PLANS } from '@ledgerline/shell-ui/test-support/billing-fixtures.ts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import Checkout from './Checkout.tsx';

const VISA = { id: 'tpm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true };
const BOUGHT = { planKey: 'pro', planName: 'Pro', interval: 'year', amount: 12000, currency: 'USD', paidAt: '2027-01-31T10:00:00.000Z', nextBillingDate: '2028-01-31T10:00:00.000Z' };

function show(route: string, { methods = [VISA], checkout = { body: BOUGHT } }: { methods?: PaymentMethodList['methods']; checkout?: { status?: number; body: unknown } } = {}) {
  const calls = fakeApi((url, init) => {
    if (url === '/api/plans') return { body: { items: PLANS } };
    if (url === '/api/payment-methods' && !init?.method?.match(/POST/)) return { body: { mode: 'test', methods } };
    if (url === '/api/payment-methods') return { status: 201, body: { mode: 'test', setupId: 'tsetup_1', clientSecret: 'tsetup_1_secret' } };
    if (url === '/api/checkout') return checkout;
    return undefined;
  });
  renderWithShell(<Checkout />, { path: '/checkout/:planKey', route, otherRoutes: [{ path: '/checkout/success', element: <p>Checkout complete</p> }] });
  return calls;
}

const PLANS_OFF = 'This Ledgerline runs without plans: everything is included and there is nothing to buy.';

describe('Checkout', () => {
  it('says there is nothing to buy on a gateway run without plans, in the server’s words', async () => {
    fakeApi((url) => (url === '/api/plans' ? { status: 404, body: { title: 'Not Found', status: 404, code: PLANS_OFF_CODE, message: PLANS_OFF } } : undefined));
    renderWithShell(<Checkout />, { path: '/checkout/:planKey', route: '/checkout/pro' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No plans to choose' })).toBeTruthy();
    expect(screen.getByText(PLANS_OFF)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('says plainly that an unknown plan does not exist, with a way to the plans', async () => {
    show('/checkout/platinum');
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no plan called "platinum"' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See the plans' })).toBeTruthy();
  });

  it('summarises the yearly order and pays it with the saved card once, with an idempotency key', async () => {
    const calls = show('/checkout/pro?interval=year');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout: Pro' })).toBeTruthy();
    expect(await screen.findByText('Test mode')).toBeTruthy();
    expect(screen.getByText('$120.00 / year')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/2030 (default)' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    expect(await screen.findByText('Checkout complete')).toBeTruthy();
    const paid = calls.mock.calls.filter(([url]) => url === '/api/checkout');
    expect(paid).toHaveLength(1);
    expect(JSON.parse(String(paid[0]?.[1]?.body))).toEqual({ planKey: 'pro', interval: 'year', paymentMethodId: 'tpm_1' });
    expect((paid[0]?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the refusal of a declined payment and stays', async () => {
    show('/checkout/business', { checkout: { status: 402, body: { title: 'Payment Required', status: 402, code: 'payment_declined', message: 'The card was not charged: Your card was declined. Try another card.' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $29.00' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The card was not charged: Your card was declined. Try another card.')).toBeTruthy();
  });

  it('asks for a card with the test-mode form when none is saved', async () => {
    show('/checkout/pro', { methods: [] });
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $12.00' })).toBeTruthy();
  });
});
