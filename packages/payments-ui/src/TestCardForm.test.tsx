import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, type FakeAnswer } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { TestCardForm } from './TestCardForm.tsx';

const target = { kind: 'payment' as const, id: 'tpi_1', clientSecret: 'tpi_1_secret' };

function show(answer: (path: string, body: Record<string, unknown>) => FakeAnswer) {
  const onComplete = jest.fn();
  const fetchMock = fakeApi((url, init) => answer(url, JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>));
  renderWithShell(<TestCardForm target={target} submitLabel="Pay $250.00" onComplete={onComplete} />, { path: '/', route: '/' });
  return { onComplete, fetchMock };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay $250.00' })));

function fillCard(number: string) {
  type('Card number', number);
  type('Expiry (MM / YY)', '12 / 34');
  type('CVC', '123');
}

describe('TestCardForm', () => {
  it('says test mode, hints the test cards, and sends the card to the test-mode provider only', async () => {
    const { onComplete, fetchMock } = show(() => ({ body: { status: 'succeeded' } }));
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(screen.getByText(/4242 4242 4242 4242 succeeds/)).toBeTruthy();
    fillCard('4242 4242 4242 4242');
    await submit();
    expect(onComplete).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/test-payments/payments/tpi_1/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ clientSecret: 'tpi_1_secret', card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } });
  });

  it('shows a decline and lets the card be changed', async () => {
    const { onComplete } = show(() => ({ status: 402, body: { message: 'Your card was declined.', code: 'card_declined' } }));
    fillCard('4000 0000 0000 0002');
    await submit();
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('puts the provider’s field message on the field', async () => {
    show(() => ({ status: 400, body: { message: 'Your card number is incorrect.', code: 'card_invalid', fields: { 'card.number': ['Your card number is incorrect.'] } } }));
    fillCard('4242 4242 4242 4241');
    await submit();
    expect(await screen.findByText('Your card number is incorrect.')).toBeTruthy();
  });

  it('asks the customer to confirm with the bank when the card needs it', async () => {
    const { onComplete } = show((path) => ({ body: { status: path.endsWith('/authenticate') ? 'succeeded' : 'requires_action' } }));
    fillCard('4000 0025 0000 3155');
    await submit();
    expect(await screen.findByText('Your bank asks you to confirm this card.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm with my bank' })));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
