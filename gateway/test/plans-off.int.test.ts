import { randomUUID } from 'node:crypto';
import { PLANS_OFF_CODE, problemSchema, subscriptionStatusSchema } from '@ledgerline/contracts';
import { addClient, invoiceBody, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { estimateAndChangeOrderAsReceived, invoiceAsReceived } from './support/client-copies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// A self-hosted business runs its Ledgerline without plans: one setting, PLANS_ENABLED=false.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PLANS_ENABLED: 'false' } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const PLANS_OFF = { code: PLANS_OFF_CODE, message: 'This Ledgerline runs without plans: everything is included and there is nothing to buy.' };

describe('a gateway without plans', () => {
  it('tells the screens so: no plan, no notice, no limits, every feature but priority', async () => {
    const member = await signUp(t);
    const status = subscriptionStatusSchema.strict().parse((await member.as(t.request().get('/api/subscription/status')).expect(200)).body);
    expect(status).toEqual({
      plansEnabled: false,
      plan: null,
      showWatermark: false,
      message: '',
      features: { watermark: false, onlinePayments: true, prioritySupport: false },
      limits: { documentsPerMonth: null, clients: null, templates: null, users: null },
    });
  });

  it('answers the plans, subscription and checkout routes with 404 and a sentence', async () => {
    const member = await signUp(t);
    const answers = [
      await t.request().get('/api/plans'),
      await member.as(t.request().get('/api/subscription')),
      await member.as(t.request().post('/api/subscription/cancel')),
      await member.as(t.request().post('/api/subscription/change')).send({ planKey: 'free', interval: 'month' }),
      await member.as(t.request().post('/api/checkout')).set('Idempotency-Key', randomUUID()).send({ planKey: 'pro', interval: 'month', paymentMethodId: 'pm_card_visa' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(problemSchema.parse(answer.body)).toMatchObject(PLANS_OFF);
    }
  });

  describe('with the seeded Free plan lowered to 1 of everything', () => {
    // Plans are rows: were they read, this account (on Free, as every account starts) could add one of each.
    const setFreeLimits = (limits: object) => t.db.orm.em.fork().execute(`update "plan" set "limits" = ?::jsonb where "key" = 'free'`, [JSON.stringify(limits)]);
    beforeAll(() => setFreeLimits({ documentsPerMonth: 1, clients: 1, templates: 1, users: 1 }));
    afterAll(() => setFreeLimits({ documentsPerMonth: 100, clients: 20, templates: 3, users: 1 }));

    it('limits nothing: clients, templates and documents past the plan’s numbers are made', async () => {
      const member: Member = await signUp(t);
      const clientId = await addClient(t, member);
      await addClient(t, member, { name: 'Second client' });
      for (const design of ['clean', 'classic']) await member.as(t.request().post('/api/templates')).send({ design }).expect(201);
      for (let count = 0; count < 2; count += 1) await member.as(t.request().post('/api/invoices')).send(invoiceBody(clientId)).expect(201);
    });
  });

  it('lets clients pay online once the business turns it on', async () => {
    const member = await signUp(t);
    await member.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', acceptOnlinePayments: true }).expect(200);
    const { page, apiPath } = await invoiceAsReceived(t, member);
    expect(page.payNow?.enabled).toBe(true);
    expect((await t.request().post(`${apiPath}/payments`).set('Idempotency-Key', randomUUID()).send({ amount: page.balance })).status).toBe(201);
  });

  it('marks nothing the clients receive: no watermark on the pages, the PDFs or the email', async () => {
    const member = await signUp(t);
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
