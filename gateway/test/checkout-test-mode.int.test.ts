import { randomUUID } from 'node:crypto';
import { checkoutResultSchema, paymentMethodListSchema, paymentSetupSchema, subscriptionStatusSchema } from '@ledgerline/contracts';
import { signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { referralsOf, referredPair } from './support/referrals.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Checkout on the provider a fresh machine runs: the in-repo test-mode provider with Stripe's test cards.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** Saves a card the way the card form does: a setup, then the card confirmed with its client secret. */
async function saveCard(member: Member, number: string): Promise<string> {
  const setup = paymentSetupSchema.parse((await member.as(t.request().post('/api/payment-methods')).set('Idempotency-Key', randomUUID()).expect(201)).body);
  const card = { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
  await t.request().post(`/api/test-payments/setups/${setup.setupId}/confirm`).send({ clientSecret: setup.clientSecret, card }).expect(200);
  const { methods } = paymentMethodListSchema.parse((await member.as(t.request().get('/api/payment-methods'))).body);
  const saved = methods.find((method) => method.last4 === number.slice(-4));
  if (!saved) throw new Error('The card was not saved.');
  return saved.id;
}

it('buys Pro with the saved test card 4242 and lifts the watermark at once', async () => {
  const member = await signUp(t);
  const paymentMethodId = await saveCard(member, '4242424242424242');
  const response = await member.as(t.request().post('/api/checkout')).set('Idempotency-Key', randomUUID()).send({ planKey: 'pro', interval: 'month', paymentMethodId });
  expect(response.status).toBe(200);
  expect(checkoutResultSchema.parse(response.body)).toMatchObject({ planKey: 'pro', amount: 1200, currency: 'USD' });
  expect(subscriptionStatusSchema.parse((await member.as(t.request().get('/api/subscription/status'))).body).showWatermark).toBe(false);
});

it('answers 404 for a saved card of another account, and keeps Free', async () => {
  const [owner, other] = await Promise.all([signUp(t), signUp(t)]);
  const othersCard = await saveCard(other, '4242424242424242');
  const response = await owner.as(t.request().post('/api/checkout')).set('Idempotency-Key', randomUUID()).send({ planKey: 'pro', interval: 'month', paymentMethodId: othersCard });
  expect(response.status).toBe(404);
  expect(subscriptionStatusSchema.parse((await owner.as(t.request().get('/api/subscription/status'))).body).plan?.key).toBe('free');
});

it('rewards a referral once when the referred account first buys a plan', async () => {
  const { referrer, referred } = await referredPair(t);
  const paymentMethodId = await saveCard(referred.member, '4242424242424242');
  await referred.member.as(t.request().post('/api/checkout')).set('Idempotency-Key', randomUUID()).send({ planKey: 'pro', interval: 'month', paymentMethodId }).expect(200);
  expect((await referralsOf(t, referrer)).referrals).toEqual([expect.objectContaining({ status: 'rewarded' })]);
});
