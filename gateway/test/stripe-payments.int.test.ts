import Stripe from 'stripe';
import { pagePolicy } from '../src/http/content-security-policy.ts';
import { StripePaymentGateway } from '../src/modules/payments/stripe/stripe-payment-gateway.ts';
import { addClient, addInvoice, onPlan, signUp, type Member, SETUP_TIMEOUT_MS, accountIdOf } from './support/business.ts';
import { startStripeStub, type StripeStub } from './support/stripe-stub.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

let stub: StripeStub;
let t: TestApp;
let owner: Member;
beforeAll(async () => {
  stub = await startStripeStub();
  t = await startTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_stub', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_stub', STRIPE_API_URL: stub.url } });
  owner = await signUp(t);
  await onPlan(t, owner, 'pro');
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await stub.close();
});

const signed = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const sendWebhook = (payload: string, signature: string) =>
  t.request().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);

function succeededEvent(id: string, intent: Record<string, unknown>) {
  return JSON.stringify({ id, object: 'event', type: 'payment_intent.succeeded', created: 1_700_000_000, api_version: '2026-10-28.endive', data: { object: intent }, livemode: false, pending_webhooks: 1, request: null });
}

describe('payments through Stripe (the real SDK against a local stand-in)', () => {
  it('says Stripe is the mode, with the key Stripe Elements loads with, and lets the pages load Stripe.js', async () => {
    expect((await t.request().get('/api/payments/mode')).body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_stub' });
    const policy = pagePolicy({ scriptHashes: [], remoteOrigins: [], stripe: true });
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
    expect(policy).toContain('frame-src \'self\' blob: https://js.stripe.com https://hooks.stripe.com');
    expect(pagePolicy({ scriptHashes: [], remoteOrigins: [] })).not.toContain('stripe');
  });

  it('lists the account’s saved cards from its Stripe customer, created once with an idempotency key', async () => {
    const response = await owner.as(t.request().get('/api/payment-methods'));
    expect(response.body).toEqual({ mode: 'stripe', methods: [{ id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, isDefault: true }] });
    const created = stub.requests.filter((r) => r.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]?.idempotencyKey).toBe(`customer:${await accountIdOf(t, owner)}`);
  });

  it('starts a setup intent for off-session use and answers its client secret', async () => {
    const response = await owner.as(t.request().post('/api/payment-methods')).set('Idempotency-Key', 'add-card-1').send();
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ mode: 'stripe', setupId: 'seti_stub', clientSecret: 'seti_stub_secret_stub' });
    const setup = stub.requests.find((r) => r.path === '/v1/setup_intents');
    expect(setup?.params.get('usage')).toBe('off_session');
    expect(setup?.idempotencyKey).toMatch(/add-card-1$/);
  });

  it('charges a saved card off-session and reports a decline as a failed payment', async () => {
    const gateway = new StripePaymentGateway({ secretKey: 'sk_test_stub', webhookSecret: WEBHOOK_SECRET, apiUrl: stub.url });
    const request = { amount: 1500, currency: 'USD', customerId: 'cus_stub', description: 'Pro plan', metadata: { purpose: 'subscription' }, offSession: true };
    expect(await gateway.createPayment({ ...request, paymentMethodId: 'pm_visa', idempotencyKey: 'sub:1:2026-11' })).toMatchObject({ id: 'pi_stub', status: 'succeeded', fingerprint: 'fp_visa_4242' });
    expect(await gateway.createPayment({ ...request, paymentMethodId: 'pm_declined', idempotencyKey: 'sub:1:2026-12' })).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    const sent = stub.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(sent?.params.get('off_session')).toBe('true');
    expect(sent?.params.get('confirm')).toBe('true');
    expect(sent?.idempotencyKey).toBe('sub:1:2026-12');
    expect(await gateway.refund({ paymentId: 'pi_stub', amount: 500, idempotencyKey: 'refund-1' })).toEqual({ id: 're_stub', status: 'succeeded', amount: 500 });
  });

  it('records an invoice payment from a signed payment_intent.succeeded once, refuses a wrong signature, ignores a replay', async () => {
    await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', acceptOnlinePayments: true });
    const clientId = await addClient(t, owner);
    const invoice = await addInvoice(t, owner, clientId);
    await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send();
    const accountId = await accountIdOf(t, owner);
    const intent = { id: 'pi_invoice', object: 'payment_intent', amount: 5000, currency: 'usd', status: 'succeeded', metadata: { purpose: 'invoice', invoiceId: invoice.id, accountId }, customer: null, payment_method: 'pm_x', last_payment_error: null };
    const payload = succeededEvent('evt_1', intent);

    expect((await sendWebhook(payload, signed(payload, 'whsec_wrong'))).status).toBe(400);
    expect((await sendWebhook(payload, signed(payload))).status).toBe(200);
    expect((await sendWebhook(payload, signed(payload))).status).toBe(200);
    const after = (await owner.as(t.request().get(`/api/invoices/${invoice.id}`))).body;
    expect(after.payments).toEqual([expect.objectContaining({ amount: 5000, method: 'card', reference: 'pi_invoice' })]);
    expect(after.status).toBe('partial');
  });
});
