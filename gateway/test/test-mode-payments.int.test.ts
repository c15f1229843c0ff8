import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { createPayments, type Payments } from '../src/modules/payments/payment-gateway-factory.ts';
import { customerOf } from '../src/modules/payments/payment-customers.ts';
import { PaymentWebhookEvent } from '../src/modules/payments/payment-webhook-event.entity.ts';
import { accountIdOf, signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let payments: Payments;
let customerId: string;
beforeAll(async () => {
  t = await startTestApp();
  // The same session secret as the test app's, so its keys (fingerprints, event signatures) are the app's.
  payments = createPayments({ config: loadConfig({}), orm: t.db.orm, logger: createLogger('silent'), sessionSecret: 'test-session-secret-that-is-long-enough' });
  const member = await signUp(t);
  customerId = await customerOf(t.db.orm, payments.gateway, await accountIdOf(t, member), 'owner@example.com');
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
let keys = 0;
const key = () => `key-${(keys += 1)}`;

async function saveCard(number: string) {
  const setup = await payments.gateway.createSetup({ customerId, idempotencyKey: key() });
  const response = await t.request().post(`/api/test-payments/setups/${setup.id}/confirm`).send({ clientSecret: setup.clientSecret, card: card(number) });
  return { setup, response };
}

describe('the test-mode provider', () => {
  it('answers which provider moves money', async () => {
    expect((await t.request().get('/api/payments/mode')).body).toEqual({ mode: 'test' });
  });

  it('saves 4242 4242 4242 4242 as a card with brand, last 4 and expiry, never its number', async () => {
    const { response } = await saveCard('4242 4242 4242 4242');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'succeeded' });
    const methods = await payments.gateway.listMethods(customerId);
    expect(methods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, isDefault: true })]);
    const stored = await t.db.orm.em.fork().getConnection().execute<{ data: string }[]>(`select "data"::text as data from "test_provider_object"`);
    expect(stored.map((row) => row.data).join('')).not.toContain('4242424242424242');
  });

  it('refuses 4000 0000 0000 0002 with the processor sentence', async () => {
    const { response } = await saveCard('4000000000000002');
    expect(response.status).toBe(402);
    expect(response.body.message).toBe('Your card was declined.');
  });

  it('asks to confirm 4000 0025 0000 3155, then saves it', async () => {
    const { setup, response } = await saveCard('4000002500003155');
    expect(response.body).toEqual({ status: 'requires_action' });
    expect((await payments.gateway.listMethods(customerId)).map((m) => m.last4)).not.toContain('3155');
    const confirmed = await t.request().post(`/api/test-payments/setups/${setup.id}/authenticate`).send({ clientSecret: setup.clientSecret });
    expect(confirmed.body).toEqual({ status: 'succeeded' });
    expect((await payments.gateway.listMethods(customerId)).map((m) => m.last4)).toContain('3155');
  });

  it.each<[string, string, string, Record<string, unknown>?]>([
    ['4242424242424241', 'card.number', 'Your card number is incorrect.'],
    ['4242424242424242', 'card.cvc', "Your card's security code is incorrect.", { cvc: '12' }],
    ['4242424242424242', 'card.expYear', 'Your card has expired.', { expYear: 2020 }],
  ])('checks %s before anything is kept (%s)', async (number, field, message, overrides = {}) => {
    const setup = await payments.gateway.createSetup({ customerId, idempotencyKey: key() });
    const response = await t.request().post(`/api/test-payments/setups/${setup.id}/confirm`).send({ clientSecret: setup.clientSecret, card: { ...card(number), ...overrides } });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
  });

  it('refuses a confirmation without the setup client secret', async () => {
    const setup = await payments.gateway.createSetup({ customerId, idempotencyKey: key() });
    const response = await t.request().post(`/api/test-payments/setups/${setup.id}/confirm`).send({ clientSecret: 'wrong', card: card('4242424242424242') });
    expect(response.status).toBe(404);
  });

  it('charges a saved card off-session once per idempotency key, and its event is stored once', async () => {
    const [method] = await payments.gateway.listMethods(customerId);
    const request = { amount: 1500, currency: 'USD', customerId, paymentMethodId: method?.id ?? '', description: 'Pro plan', metadata: { purpose: 'test' }, offSession: true, idempotencyKey: 'renewal-1' };
    const first = await payments.gateway.createPayment(request);
    const again = await payments.gateway.createPayment(request);
    expect(first).toMatchObject({ status: 'succeeded', fingerprint: method?.fingerprint });
    expect(again.id).toBe(first.id);
    const events = await t.db.orm.em.fork().find(PaymentWebhookEvent, { type: 'payment.succeeded' });
    expect(events.filter((e) => e.event.paymentId === first.id)).toEqual([expect.objectContaining({ processedAt: expect.any(Date) })]);
  });

  it('takes an ad-hoc payment the browser completes with a card', async () => {
    const payment = await payments.gateway.createPayment({ amount: 2500, currency: 'USD', description: 'Invoice', metadata: {}, offSession: false, idempotencyKey: key() });
    expect(payment.status).toBe('requires_payment_method');
    const declined = await t.request().post(`/api/test-payments/payments/${payment.id}/confirm`).send({ clientSecret: payment.clientSecret, card: card('4000000000000002') });
    expect(declined.status).toBe(402);
    const paid = await t.request().post(`/api/test-payments/payments/${payment.id}/confirm`).send({ clientSecret: payment.clientSecret, card: card('4242424242424242') });
    expect(paid.body).toEqual({ status: 'succeeded' });
  });
});
