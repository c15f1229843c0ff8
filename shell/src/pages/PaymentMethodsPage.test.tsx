import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethodList } from '@ledgerline/contracts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import PaymentMethodsPage from './PaymentMethodsPage.tsx';

const visa = { id: 'tpm_visa', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, isDefault: true };
const mastercard = { id: 'tpm_mc', brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2031, isDefault: false };

function show(initial: PaymentMethodList['methods']) {
  let methods = initial;
  const fetchMock = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/payment-methods' && method === 'GET') return { body: { mode: 'test', methods } };
    if (url === '/api/payment-methods' && method === 'POST') return { status: 201, body: { mode: 'test', setupId: 'tseti_1', clientSecret: 'tseti_1_secret' } };
    if (url === '/api/test-payments/setups/tseti_1/confirm') {
      methods = [...methods, mastercard];
      return { body: { status: 'succeeded' } };
    }
    if (url === '/api/payment-methods/tpm_mc/default') {
      methods = methods.map((m) => ({ ...m, isDefault: m.id === 'tpm_mc' }));
      return { body: { mode: 'test', methods } };
    }
    if (url === '/api/payment-methods/tpm_visa' && method === 'DELETE') {
      methods = methods.filter((m) => m.id !== 'tpm_visa');
      return { status: 204 };
    }
    return undefined;
  });
  renderWithShell(<PaymentMethodsPage />, { path: '/payment-methods', route: '/payment-methods' });
  return fetchMock;
}

const item = (name: RegExp) => screen.getByText(name).closest('li') as HTMLElement;

describe('PaymentMethodsPage', () => {
  it('lists the saved cards with brand, last 4, expiry and the default, in test mode', async () => {
    show([visa, mastercard]);
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(within(item(/Visa ending in 4242/)).getByText('Default')).toBeTruthy();
    expect(within(item(/Visa ending in 4242/)).getByText('Expires 04/2030')).toBeTruthy();
    expect(within(item(/Mastercard ending in 4444/)).queryByText('Default')).toBeNull();
  });

  it('adds a card through the test-mode card form, each request with an idempotency key', async () => {
    const fetchMock = show([visa]);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Add card/ })));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: '5555 5555 5555 4444' } });
    fireEvent.change(within(dialog).getByLabelText('Expiry (MM / YY)'), { target: { value: '11/31' } });
    fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: '123' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' })));
    expect(await screen.findByText('Mastercard ending in 4444')).toBeTruthy();
    const setupCall = fetchMock.mock.calls.find(([url, init]) => url === '/api/payment-methods' && init?.method === 'POST');
    expect((setupCall?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes another card the default, and removes one after confirming', async () => {
    show([visa, mastercard]);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Make the Mastercard ending in 4444 the default' })));
    await waitFor(() => expect(within(item(/Mastercard ending in 4444/)).getByText('Default')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove the Visa ending in 4242' })));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the Visa ending in 4242?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' })));
    await waitFor(() => expect(screen.queryByText('Visa ending in 4242')).toBeNull());
  });
});
