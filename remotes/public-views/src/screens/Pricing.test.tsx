import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PLANS_OFF_CODE, type Subscription } from '@ledgerline/contracts';
import { FREE_SUBSCRIPTION, paidSubscription, PLANS } from '@ledgerline/shell-ui/test-support/billing-fixtures.ts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import Pricing from './Pricing.tsx';

function show({ subscription, route = '/pricing' }: { subscription?: Subscription; route?: string } = {}) {
  fakeApi((url) => {
    if (url === '/api/plans') return { body: { items: PLANS } };
    if (url === '/api/subscription' && subscription) return { body: subscription };
    return undefined;
  });
  renderWithShell(<Pricing />, { path: '/pricing', route, user: subscription ? undefined : null, otherRoutes: [{ path: '/checkout/:planKey', element: <CheckoutStandIn /> }] });
}

/** Where a plan's button leads: the checkout of that plan, with the chosen billing period. */
function CheckoutStandIn() {
  const { planKey } = useParams();
  const [params] = useSearchParams();
  return <p>{`Checkout of ${planKey}, billed by the ${params.get('interval')}`}</p>;
}

const card = (name: string) => screen.findByRole('region', { name: `${name} plan` });

const PLANS_OFF = 'This Ledgerline runs without plans: everything is included and there is nothing to buy.';

describe('Pricing', () => {
  it('says there are no plans to choose on a gateway run without them, in the server’s words', async () => {
    fakeApi((url) => (url === '/api/plans' ? { status: 404, body: { title: 'Not Found', status: 404, code: PLANS_OFF_CODE, message: PLANS_OFF } } : undefined));
    renderWithShell(<Pricing />, { path: '/pricing', route: '/pricing', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'No plans to choose' })).toBeTruthy();
    expect(screen.getByText(PLANS_OFF)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Free plan' })).toBeNull();
  });

  it('shows each plan with its monthly price, limits and features to a visitor', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    const pro = await card('Pro');
    expect(within(pro).getByText('$12.00')).toBeTruthy();
    expect(within(pro).getByText('/ month', { exact: false })).toBeTruthy();
    const limits = within(within(pro).getByRole('list', { name: 'Pro limits' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(limits).toEqual(['Unlimited documents a month', 'Unlimited clients', '10 templates', '3 users']);
    const free = await card('Free');
    expect(within(free).getByText('20 clients')).toBeTruthy();
    expect(within(free).getByText('Watermark on your documents')).toBeTruthy();
    expect(within(free).getByRole('button', { name: 'Start free' })).toBeTruthy();
    expect(within(pro).getByRole('button', { name: 'Choose Pro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Current plan')).toBeNull();
  });

  it('switches every price to yearly', async () => {
    show();
    await card('Pro');
    fireEvent.click(screen.getByText('Yearly (2 months free)'));
    expect(within(await card('Pro')).getByText('$120.00')).toBeTruthy();
    expect(within(await card('Business')).getByText('$290.00')).toBeTruthy();
    expect(within(await card('Pro')).getByText('/ year', { exact: false })).toBeTruthy();
  });

  it('sends a visitor who chooses a paid plan to its checkout with the chosen period', async () => {
    show({ route: '/pricing?interval=year' });
    fireEvent.click(within(await card('Business')).getByRole('button', { name: 'Choose Business' }));
    expect(await screen.findByText('Checkout of business, billed by the year')).toBeTruthy();
  });

  it('marks the current plan of a member on Free and offers upgrades', async () => {
    show({ subscription: FREE_SUBSCRIPTION });
    const free = await card('Free');
    expect(within(free).getByText('Current plan')).toBeTruthy();
    expect(within(free).getByRole('button', { name: 'Your plan' })).toHaveProperty('disabled', true);
    expect(within(await card('Pro')).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('sends a member on Business to Settings for a smaller plan', async () => {
    show({ subscription: paidSubscription('business') });
    expect(within(await card('Business')).getByText('Current plan')).toBeTruthy();
    expect(within(await card('Pro')).getByRole('button', { name: 'Change in Settings' })).toBeTruthy();
    expect(within(await card('Free')).getByRole('button', { name: 'Change in Settings' })).toBeTruthy();
  });
});
