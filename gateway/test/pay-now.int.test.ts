import { randomUUID } from 'node:crypto';
import { notificationSchema, payNowAnswerSchema, publicInvoiceSchema } from '@ledgerline/contracts';
import { testModeWebhookSecret } from '../src/modules/payments/payment-gateway-factory.ts';
import { PaymentWebhookEvent } from '../src/modules/payments/payment-webhook-event.entity.ts';
import { signTestEvent, TEST_SIGNATURE_HEADER } from '../src/modules/payments/test-mode/test-webhook-signature.ts';
import { type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { businessTakingCards, sentInvoice as sentInvoiceOf, testCard } from './support/pay-now.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const SESSION_SECRET = 'test-session-secret-that-is-long-enough';

let t: TestApp;
let owner: Member;
let business: Awaited<ReturnType<typeof businessTakingCards>>;
beforeAll(async () => {
  t = await startTestApp();
  business = await businessTakingCards(t, 10000);
  owner = business.owner;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const sentInvoice = () => sentInvoiceOf(t, business);
const payNow = (path: string, amount: number, key: string = randomUUID()) => t.request().post(`${path}/payments`).set('Idempotency-Key', key).send({ amount });
const payWith = (answer: { paymentId: string; clientSecret: string }, number: string) =>
  t.request().post(`/api/test-payments/payments/${answer.paymentId}/confirm`).send({ clientSecret: answer.clientSecret, card: testCard(number) });

async function paymentsOf(invoiceId: string) {
  return (await owner.as(t.request().get(`/api/invoices/${invoiceId}`))).body;
}

describe('Pay now on a public invoice', () => {
  it('is offered with the balance and the test mode', async () => {
    const invoice = await sentInvoice();
    const body = publicInvoiceSchema.strict().parse((await t.request().get(invoice.path)).body);
    expect(body.payNow).toEqual({ enabled: true, balance: invoice.total, allowPartial: true, minimum: 10000, mode: 'test' });
  });

  it('starts one payment for 20 identical requests at once', async () => {
    const invoice = await sentInvoice();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => payNow(invoice.path, invoice.total, key)));
    const started = answers.filter((answer) => answer.status === 201);
    expect(started.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(new Set(started.map((answer) => payNowAnswerSchema.parse(answer.body).paymentId)).size).toBe(1);
    const charges = await t.db.orm.em.fork().getConnection().execute(`select 1 from "test_provider_object" where "type" = 'payment' and "data"->'metadata'->>'invoiceId' = ?`, [invoice.id]);
    expect(charges).toHaveLength(1);
    // The same key later is answered like the first time; with another amount it is refused.
    expect((await payNow(invoice.path, invoice.total, key)).body.paymentId).toBe(started[0]?.body.paymentId);
    expect((await payNow(invoice.path, invoice.total - 1, key)).status).toBe(422);
  });

  it('needs an Idempotency-Key', async () => {
    const invoice = await sentInvoice();
    const response = await t.request().post(`${invoice.path}/payments`).send({ amount: invoice.total });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/Idempotency-Key/);
  });

  it('records one card payment per provider event, marks the invoice paid and tells the owner', async () => {
    const invoice = await sentInvoice();
    const answer = payNowAnswerSchema.parse((await payNow(invoice.path, invoice.total)).body);
    expect((await payWith(answer, '4000000000000002')).body.message).toBe('Your card was declined.');
    expect((await payWith(answer, '4242424242424242')).body).toEqual({ status: 'succeeded' });
    const paid = await paymentsOf(invoice.id);
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(paid.payments).toEqual([expect.objectContaining({ amount: invoice.total, method: 'card', reference: answer.paymentId })]);
    const notifications = (await owner.as(t.request().get('/api/notifications'))).body;
    const items = (Array.isArray(notifications) ? notifications : notifications.items as unknown[]).map((n: unknown) => notificationSchema.parse(n));
    expect(items.map((n: { title: string }) => n.title)).toContain(`Invoice ${paid.number} was paid`);

    // The provider sends the same event again: stored once, nothing changes.
    const stored = await t.db.orm.em.fork().findOneOrFail(PaymentWebhookEvent, { type: 'payment.succeeded', event: { paymentId: answer.paymentId } });
    const payload = JSON.stringify(stored.event);
    const replay = await t.request().post('/api/payments/webhook').set('Content-Type', 'application/json')
      .set(TEST_SIGNATURE_HEADER, signTestEvent(payload, testModeWebhookSecret(SESSION_SECRET))).send(payload);
    expect(replay.status).toBe(200);
    expect((await paymentsOf(invoice.id)).payments).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not verify, storing nothing', async () => {
    const payload = JSON.stringify({ id: 'tevt_forged', type: 'payment.succeeded', metadata: {} });
    const forged = await t.request().post('/api/payments/webhook').set('Content-Type', 'application/json')
      .set(TEST_SIGNATURE_HEADER, signTestEvent(payload, 'not the secret')).send(payload);
    expect(forged.status).toBe(400);
    expect(await t.db.orm.em.fork().count(PaymentWebhookEvent, { providerEventId: 'tevt_forged' })).toBe(0);
  });

  it('takes a part payment the business allows, and refuses one below its minimum', async () => {
    const invoice = await sentInvoice();
    const tooSmall = await payNow(invoice.path, 9999);
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.message).toBe('Pay at least $100.00.');
    const answer = payNowAnswerSchema.parse((await payNow(invoice.path, 10000)).body);
    const confirm = await payWith(answer, '4000002500003155');
    expect(confirm.body).toEqual({ status: 'requires_action' });
    await t.request().post(`/api/test-payments/payments/${answer.paymentId}/authenticate`).send({ clientSecret: answer.clientSecret });
    expect(await paymentsOf(invoice.id)).toMatchObject({ status: 'partial', balance: invoice.total - 10000 });
  });

  it('is not offered when the business does not take online payments', async () => {
    const invoice = await sentInvoice();
    await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', acceptOnlinePayments: false });
    expect((await t.request().get(invoice.path)).body.payNow.enabled).toBe(false);
    expect((await payNow(invoice.path, invoice.total)).status).toBe(409);
    await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', acceptOnlinePayments: true });
  });
});
