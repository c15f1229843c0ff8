import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import PublicInvoice from '../../screens/PublicInvoice.tsx';
import { publicInvoiceFixture } from '../test-support/public-invoice-fixture.ts';

const TOKEN = 'k7Qm2x9VfR4tLp8sWz3nYb6cHd1jEa5u';
const offer = { enabled: true, balance: 50000, allowPartial: true, minimum: 10000, mode: 'test' as const };

type Outcome = { outcome: 'recorded' | 'refunded'; applied: number; refunded: number; currency: 'USD' };

function show(payNow = offer, outcome: (amount: number) => Outcome = (amount) => ({ outcome: 'recorded', applied: amount, refunded: 0, currency: 'USD' })) {
  let paid = 0;
  const fetchMock = fakeApi((url, init) => {
    if (url === `/api/public/invoices/${TOKEN}`) return { body: publicInvoiceFixture({ balance: payNow.balance, currency: 'USD', payNow }) };
    if (url === `/api/public/invoices/${TOKEN}/payments` && init?.method === 'POST') {
      const { amount } = JSON.parse(String(init.body)) as { amount: number };
      paid = amount;
      return { status: 201, body: { mode: 'test', paymentId: 'tpi_1', clientSecret: 'tpi_1_secret', amount, currency: 'USD' } };
    }
    if (url === '/api/test-payments/payments/tpi_1/confirm') return { body: { status: 'succeeded' } };
    if (url === `/api/public/invoices/${TOKEN}/payments/tpi_1`) return { body: outcome(paid) };
    return undefined;
  });
  renderWithShell(<PublicInvoice />, { path: '/view/invoice/:token', route: `/view/invoice/${TOKEN}`, user: null });
  return fetchMock;
}

describe('Pay now on the public invoice', () => {
  it('pays a part of the balance by card in test mode and thanks the client', async () => {
    const fetchMock = show();
    const panel = await screen.findByRole('region', { name: 'Pay this invoice online' });
    expect(within(panel).getByText('Test mode')).toBeTruthy();
    fireEvent.click(within(panel).getByLabelText('Another amount'));
    fireEvent.change(within(panel).getByLabelText('Amount to pay'), { target: { value: '150' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Pay now $150.00' })));
    const start = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/payments'));
    expect(JSON.parse(String(start?.[1]?.body))).toEqual({ amount: 15000 });
    expect((start?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.change(within(panel).getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(within(panel).getByLabelText('Expiry (MM / YY)'), { target: { value: '12 / 34' } });
    fireEvent.change(within(panel).getByLabelText('CVC'), { target: { value: '123' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Pay $150.00' })));
    expect(await screen.findByText('Your payment of $150.00 was received.')).toBeTruthy();
  });

  it('tells a client whose payment came after the invoice was paid that it was refunded', async () => {
    show(offer, (amount) => ({ outcome: 'refunded', applied: 0, refunded: amount, currency: 'USD' }));
    const panel = await screen.findByRole('region', { name: 'Pay this invoice online' });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Pay now $500.00' })));
    fireEvent.change(within(panel).getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(within(panel).getByLabelText('Expiry (MM / YY)'), { target: { value: '12 / 34' } });
    fireEvent.change(within(panel).getByLabelText('CVC'), { target: { value: '123' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Pay $500.00' })));
    expect(await screen.findByText('This invoice was already paid, so your payment was refunded.')).toBeTruthy();
    expect(screen.getByText('$500.00 is on its way back to your card. Nothing more is owed.')).toBeTruthy();
    expect(screen.queryByText(/was received/)).toBeNull();
  });

  it('is absent when the business does not take online payments', async () => {
    show({ ...offer, enabled: false });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Pay this invoice online' })).toBeNull();
  });
});
