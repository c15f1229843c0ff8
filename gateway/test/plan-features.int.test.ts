import { randomUUID } from 'node:crypto';
import { accountSettingsSchema, adminContactListSchema, PLAN_FEATURE_CODE, problemSchema, subscriptionStatusSchema } from '@ledgerline/contracts';
import { accountIdOf, onPlan, signInAdmin, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { estimateAndChangeOrderAsReceived, invoiceAsReceived } from './support/client-copies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Each feature of the seeded plans (billing migration): Free marks its documents and has no online
// payments, Pro has online payments, only Business has priority support. The limits have their own
// tests (plan-limits.int.test.ts).
const FREE_MARK = 'Made with Ledgerline — Free plan';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const saveSettings = (member: Member, changes: Record<string, unknown>) =>
  member.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', ...changes });
const settingsOf = async (member: Member) => accountSettingsSchema.parse((await member.as(t.request().get('/api/account/settings')).expect(200)).body);
const statusOf = async (member: Member) => subscriptionStatusSchema.strict().parse((await member.as(t.request().get('/api/subscription/status')).expect(200)).body);
const startPayment = (apiPath: string, amount: number) => t.request().post(`${apiPath}/payments`).set('Idempotency-Key', randomUUID()).send({ amount });

/** Back on Free, as after a cancelled plan's period ends (subscription-changes.ts backToFree). */
async function backToFree(member: Member): Promise<void> {
  await t.db.orm.em.fork().execute(
    `update "subscription" set "plan_key" = 'free', "interval" = null, "current_period_start" = null, "current_period_end" = null where "account_id" = ?`,
    [await accountIdOf(t, member)],
  );
}

describe('online payments', () => {
  it('are refused on Free with 402 and a sentence naming the plan that has them, and its clients are offered no Pay now', async () => {
    const member = await signUp(t);
    const refused = await saveSettings(member, { acceptOnlinePayments: true });
    expect(refused.status).toBe(402);
    const sentence = 'Online payments are part of the Pro plan. Upgrade on the pricing page to let your clients pay by card.';
    expect(problemSchema.parse(refused.body)).toMatchObject({ code: PLAN_FEATURE_CODE, message: sentence, fields: { acceptOnlinePayments: [sentence] } });
    expect((await settingsOf(member)).acceptOnlinePayments).toBe(false);
    expect((await statusOf(member)).features.onlinePayments).toBe(false);

    const { page, apiPath } = await invoiceAsReceived(t, member);
    expect(page.payNow?.enabled).toBe(false);
    expect(problemSchema.parse((await startPayment(apiPath, page.balance)).body)).toMatchObject({ code: 'pay_now_unavailable' });
  });

  it('are allowed on Pro: the switch saves and the client can pay the invoice by card', async () => {
    const member = await signUp(t);
    await onPlan(t, member, 'pro');
    expect((await statusOf(member)).features.onlinePayments).toBe(true);
    expect((await saveSettings(member, { acceptOnlinePayments: true })).status).toBe(200);

    const { page, apiPath } = await invoiceAsReceived(t, member);
    expect(page.payNow?.enabled).toBe(true);
    expect((await startPayment(apiPath, page.balance)).status).toBe(201);
  });

  it('stop for the clients of an account back on Free, which can still save its other settings', async () => {
    const member = await signUp(t);
    await onPlan(t, member, 'pro');
    await saveSettings(member, { acceptOnlinePayments: true }).expect(200);
    await backToFree(member);

    const { page, apiPath } = await invoiceAsReceived(t, member);
    expect(page.payNow?.enabled).toBe(false);
    expect((await startPayment(apiPath, page.balance)).status).toBe(409);
    expect((await saveSettings(member, { businessName: 'Northside Joinery', acceptOnlinePayments: true })).status).toBe(200);
  });
});

describe('the watermark', () => {
  it('is on everything a Free account’s client receives: the public pages, their PDFs and the email', async () => {
    const member = await signUp(t);
    expect(await statusOf(member)).toMatchObject({
      plansEnabled: true,
      plan: { key: 'free', name: 'Free' },
      showWatermark: true,
      message: 'You are on the Free plan. Upgrade to remove the watermark from your documents.',
    });

    const invoice = await invoiceAsReceived(t, member);
    expect(invoice.page.look?.watermark).toBe(FREE_MARK);
    expect(invoice.pdf).toContain(FREE_MARK);
    expect(invoice.email.html).toContain(FREE_MARK);
    expect(invoice.email.text).toContain(FREE_MARK);
    const { estimate, changeOrder } = await estimateAndChangeOrderAsReceived(t, member);
    for (const copy of [estimate, changeOrder]) {
      expect(copy.page.look?.watermark).toBe(FREE_MARK);
      expect(copy.pdf).toContain(FREE_MARK);
    }
  });

  it('is on none of them on Pro', async () => {
    const member = await signUp(t);
    await onPlan(t, member, 'pro');
    expect(await statusOf(member)).toMatchObject({ plan: { key: 'pro', name: 'Pro' }, showWatermark: false, message: 'You are on the Pro plan.' });

    const invoice = await invoiceAsReceived(t, member);
    expect(invoice.page.look?.watermark).toBeNull();
    for (const text of [invoice.pdf, invoice.email.html, invoice.email.text]) expect(text).not.toContain('Made with Ledgerline');
    const { estimate, changeOrder } = await estimateAndChangeOrderAsReceived(t, member);
    for (const copy of [estimate, changeOrder]) {
      expect(copy.page.look?.watermark).toBeNull();
      expect(copy.pdf).not.toContain('Made with Ledgerline');
    }
  });
});

describe('priority support', () => {
  it('is not given on Free or Pro, and is given on Business: its waiting message is tagged and listed first', async () => {
    const admin = await signInAdmin(t);
    const [free, pro, business] = [await signUp(t), await signUp(t), await signUp(t)];
    await onPlan(t, pro, 'pro');
    await onPlan(t, business, 'business');
    const subject = `Invoices question ${randomUUID()}`;
    for (const [member, name] of [[business, 'Business'], [free, 'Free'], [pro, 'Pro']] as const) {
      const message = { name, email: `${name.toLowerCase()}@customer.example`, subject, message: 'How do I add a second tax rate?' };
      await member.as(t.request().post('/api/contact')).send(message).expect(201);
    }

    const inbox = adminContactListSchema.parse((await admin.as(t.request().get('/api/admin/contacts')).query({ q: subject, state: 'new' }).expect(200)).body);
    const [first, ...rest] = inbox.items;
    expect(first).toMatchObject({ name: 'Business', priority: true });
    expect(rest.map((message) => [message.name, message.priority]).sort()).toEqual([
      ['Free', false],
      ['Pro', false],
    ]);
    expect((await statusOf(business)).features.prioritySupport).toBe(true);
  });
});
