import { randomUUID } from 'node:crypto';
import { checkoutResultSchema, planListSchema, problemSchema, subscriptionSchema, subscriptionStatusSchema } from '@ledgerline/contracts';
import { createLogger } from '../src/logger.ts';
import { renewDueSubscriptions } from '../src/modules/billing/subscription-renewal.ts';
import { DECLINING_METHOD, fakeCharger, fakeClock } from './support/billing.ts';
import { accountIdOf, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const clock = fakeClock('2027-01-31T10:00:00.000Z');
const charger = fakeCharger();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ billing: { clock, charger } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
beforeEach(() => clock.set('2027-01-31T10:00:00.000Z'));

const CARD = 'pm_card_visa';

function buy(member: Member, body: Record<string, unknown>, key: string = randomUUID()) {
  return member.as(t.request().post('/api/checkout')).set('Idempotency-Key', key).send(body);
}
const subscription = async (member: Member) => subscriptionSchema.parse((await member.as(t.request().get('/api/subscription'))).body);
const status = async (member: Member) => subscriptionStatusSchema.parse((await member.as(t.request().get('/api/subscription/status'))).body);
const renew = () => renewDueSubscriptions({ orm: t.db.orm, clock, charger, logger: createLogger('silent'), from: 'Ledgerline <no-reply@ledgerline.localhost>', appUrl: t.origin });
/** What the provider charged this member's account (renewals run for every account at once). */
const chargesOf = async (member: Member) => {
  const accountId = await accountIdOf(t, member);
  return charger.charges.filter((charge) => charge.accountId === accountId);
};

describe('GET /api/plans', () => {
  it('lists Free, Pro and Business with prices, limits and features, signed out', async () => {
    const response = await t.request().get('/api/plans');
    expect(response.status).toBe(200);
    const { items } = planListSchema.parse(response.body);
    expect(items.map((plan) => [plan.key, plan.prices.month, plan.prices.year, plan.features.watermark])).toEqual([
      ['free', 0, 0, true],
      ['pro', 1200, 12000, false],
      ['business', 2900, 29000, false],
    ]);
    expect(items[0]?.limits).toEqual({ documentsPerMonth: 100, clients: 20, templates: 3, users: 1 });
  });
});

describe('GET /api/subscription/status', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.request().get('/api/subscription/status')).status).toBe(401);
  });

  it('shows the watermark with its sentence and what Free allows, and neither once Pro is bought', async () => {
    const member = await signUp(t);
    expect(await status(member)).toEqual({
      plansEnabled: true,
      plan: { key: 'free', name: 'Free' },
      showWatermark: true,
      message: 'You are on the Free plan. Upgrade to remove the watermark from your documents.',
      features: { watermark: true, onlinePayments: false, prioritySupport: false },
      limits: { documentsPerMonth: 100, clients: 20, templates: 3, users: 1 },
    });
    expect((await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: CARD })).status).toBe(200);
    expect(await status(member)).toEqual({
      plansEnabled: true,
      plan: { key: 'pro', name: 'Pro' },
      showWatermark: false,
      message: 'You are on the Pro plan.',
      features: { watermark: false, onlinePayments: true, prioritySupport: false },
      limits: { documentsPerMonth: null, clients: null, templates: 10, users: 3 },
    });
  });
});

describe('POST /api/checkout', () => {
  it('buys Pro monthly: charges the price once and answers what was bought and the next billing date', async () => {
    const member = await signUp(t);
    const response = await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: CARD });
    expect(response.status).toBe(200);
    expect(checkoutResultSchema.parse(response.body)).toEqual({
      planKey: 'pro',
      planName: 'Pro',
      interval: 'month',
      amount: 1200,
      currency: 'USD',
      paidAt: '2027-01-31T10:00:00.000Z',
      // 31 January plus a month is the last day of February.
      nextBillingDate: '2027-02-28T10:00:00.000Z',
    });
    expect(await chargesOf(member)).toEqual([expect.objectContaining({ amount: 1200, currency: 'USD', paymentMethodId: CARD })]);
    expect(await subscription(member)).toMatchObject({
      plan: { key: 'pro' },
      interval: 'month',
      state: 'active',
      currentPeriodStart: '2027-01-31T10:00:00.000Z',
      currentPeriodEnd: '2027-02-28T10:00:00.000Z',
      hasPaymentMethod: true,
    });
  });

  it('charges once for 20 parallel identical requests: each answers the same purchase or asks to retry', async () => {
    const member = await signUp(t);
    const key = randomUUID();
    const body = { planKey: 'business', interval: 'year', paymentMethodId: CARD };
    const responses = await Promise.all(Array.from({ length: 20 }, () => buy(member, body, key)));
    // A twin that arrives while the first is still running is told so (409) and may retry.
    expect(responses.filter((response) => ![200, 409].includes(response.status))).toEqual([]);
    const retried = await buy(member, body, key);
    expect(retried.status).toBe(200);
    for (const answered of responses.filter((response) => response.status === 200)) expect(answered.body).toEqual(retried.body);
    expect(retried.body).toMatchObject({ planKey: 'business', amount: 29000, nextBillingDate: '2028-01-31T10:00:00.000Z' });
    expect(await chargesOf(member)).toHaveLength(1);
  }, 60_000);

  it('refuses the same key with another body, a missing key, and an unknown plan with a sentence', async () => {
    const member = await signUp(t);
    const key = randomUUID();
    await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: CARD }, key).expect(200);
    const reused = await buy(member, { planKey: 'pro', interval: 'year', paymentMethodId: CARD }, key);
    expect(reused.status).toBe(422);
    const missing = await member.as(t.request().post('/api/checkout')).send({ planKey: 'pro', interval: 'month', paymentMethodId: CARD });
    expect(missing.status).toBe(400);
    expect(problemSchema.parse(missing.body).message).toMatch(/Idempotency-Key/);
    const unknown = await buy(member, { planKey: 'platinum', interval: 'month', paymentMethodId: CARD });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no plan called "platinum". Choose one on the pricing page.');
  });

  it('answers 402 for a declined card and leaves the account on Free', async () => {
    const member = await signUp(t);
    const response = await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: DECLINING_METHOD });
    expect(response.status).toBe(402);
    expect(response.body.message).toBe('The card was not charged: Your card was declined. Try another card.');
    expect((await subscription(member)).plan.key).toBe('free');
  });

  it('answers 401 signed out', async () => {
    expect((await t.request().post('/api/checkout').set('Idempotency-Key', randomUUID()).send({})).status).toBe(401);
  });
});

describe('the subscription over time (fake clock)', () => {
  it('upgrades at once with a new period, and downgrades at the end of the period', async () => {
    const member = await signUp(t);
    await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: CARD }).expect(200);

    clock.set('2027-02-10T09:00:00.000Z');
    const upgrade = await buy(member, { planKey: 'business', interval: 'month', paymentMethodId: CARD });
    expect(upgrade.body).toMatchObject({ planKey: 'business', amount: 2900, nextBillingDate: '2027-03-10T09:00:00.000Z' });

    const down = await member.as(t.request().post('/api/subscription/change')).send({ planKey: 'pro', interval: 'month' });
    expect(down.status).toBe(200);
    expect(subscriptionSchema.parse(down.body)).toMatchObject({
      plan: { key: 'business' },
      scheduledChange: { planKey: 'pro', planName: 'Pro', interval: 'month', on: '2027-03-10T09:00:00.000Z' },
    });

    clock.set('2027-03-10T09:30:00.000Z');
    await renew();
    await renew();
    expect((await chargesOf(member)).map((charge) => charge.amount)).toEqual([1200, 2900, 1200]);
    expect(await subscription(member)).toMatchObject({
      plan: { key: 'pro' },
      scheduledChange: null,
      currentPeriodStart: '2027-03-10T09:00:00.000Z',
      currentPeriodEnd: '2027-04-10T09:00:00.000Z',
    });
  });

  it('refuses a downgrade through checkout and an upgrade through change', async () => {
    const member = await signUp(t);
    await buy(member, { planKey: 'business', interval: 'month', paymentMethodId: CARD }).expect(200);
    const cheaper = await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: CARD });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body.message).toMatch(/^Pro costs less than your plan/);
    const bigger = await member.as(t.request().post('/api/subscription/change')).send({ planKey: 'business', interval: 'year' });
    expect(bigger.status).toBe(409);
    expect(bigger.body.message).toBe('Business costs more than your plan: buy it at checkout, it starts at once.');
  });

  it('cancels at the end of the period, can resume before it, and then goes back to Free', async () => {
    const member = await signUp(t);
    await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: CARD }).expect(200);
    expect((await member.as(t.request().post('/api/subscription/cancel'))).body).toMatchObject({ cancelAtPeriodEnd: true, plan: { key: 'pro' } });
    expect((await member.as(t.request().post('/api/subscription/resume'))).body).toMatchObject({ cancelAtPeriodEnd: false });
    await member.as(t.request().post('/api/subscription/cancel')).expect(200);

    clock.set('2027-02-28T10:00:00.000Z');
    await renew();
    expect(await chargesOf(member)).toHaveLength(1);
    expect(await subscription(member)).toMatchObject({ plan: { key: 'free' }, interval: null, currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect((await status(member)).showWatermark).toBe(true);
  });

  it('keeps the plan for 7 days after a declined renewal, then goes back to Free', async () => {
    const member = await signUp(t);
    await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: CARD }).expect(200);
    // The card on file has since expired: the provider declines it from now on.
    await t.db.orm.em.fork().execute(`update "subscription" set "payment_method_id" = ? where "account_id" = ?`, [DECLINING_METHOD, await accountIdOf(t, member)]);

    clock.set('2027-03-01T00:00:00.000Z');
    await renew();
    expect(await subscription(member)).toMatchObject({ plan: { key: 'pro' }, state: 'past_due', graceEndsAt: '2027-03-07T10:00:00.000Z' });
    expect(await status(member)).toMatchObject({ showWatermark: false, message: 'Your last payment for the Pro plan failed. Pay at checkout to keep it.' });

    clock.set('2027-03-06T00:00:00.000Z');
    await renew();
    expect((await subscription(member)).state).toBe('past_due');

    clock.set('2027-03-07T10:00:00.000Z');
    await renew();
    expect(await subscription(member)).toMatchObject({ plan: { key: 'free' }, state: 'active', graceEndsAt: null });
  });

  it('emails the owner once when a renewal fails, with the end of the grace period and a link to Payment methods', async () => {
    const member = await signUp(t);
    await buy(member, { planKey: 'pro', interval: 'month', paymentMethodId: CARD }).expect(200);
    await t.db.orm.em.fork().execute(`update "subscription" set "payment_method_id" = ? where "account_id" = ?`, [DECLINING_METHOD, await accountIdOf(t, member)]);
    const failureEmails = async () => {
      const { items } = (await member.as(t.request().get('/api/mail'))).body as { items: { id: string; subject: string }[] };
      return items.filter((item) => item.subject === 'Your Ledgerline payment failed');
    };

    clock.set('2027-03-01T00:00:00.000Z');
    await renew();
    const [email, ...more] = await failureEmails();
    expect(more).toEqual([]);
    const full = (await member.as(t.request().get(`/api/mail/${email!.id}`))).body as { to: string[]; text: string };
    expect(full.to).toEqual([`${member.username}@example.com`]);
    expect(full.text).toContain('You keep the Pro plan until Mar 7, 2027.');
    expect(full.text).toContain(`${t.origin}/payment-methods`);

    clock.set('2027-03-06T00:00:00.000Z');
    await renew();
    expect(await failureEmails()).toHaveLength(1);
  });

  it('uses a free month earned by a referral instead of the card, for one month', async () => {
    const member = await signUp(t);
    await buy(member, { planKey: 'pro', interval: 'year', paymentMethodId: CARD }).expect(200);
    const accountId = await accountIdOf(t, member);
    await t.db.orm.em.fork().execute(`insert into "free_month_balance" ("id", "account_id", "months") values (?, ?, 1)`, [randomUUID(), accountId]);

    clock.set('2028-01-31T10:00:00.000Z');
    await renew();
    expect(await chargesOf(member)).toHaveLength(1);
    expect(await subscription(member)).toMatchObject({ plan: { key: 'pro' }, interval: 'year', currentPeriodStart: '2028-01-31T10:00:00.000Z', currentPeriodEnd: '2028-02-29T10:00:00.000Z' });

    clock.set('2028-02-29T10:00:00.000Z');
    await renew();
    expect((await chargesOf(member)).map((charge) => charge.amount)).toEqual([12000, 12000]);
    expect((await subscription(member)).currentPeriodEnd).toBe('2029-02-28T10:00:00.000Z');
  });
});
