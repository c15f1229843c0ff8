import { randomUUID } from 'node:crypto';
import { PLAN_LIMIT_CODE, problemSchema } from '@ledgerline/contracts';
import { fakeCharger } from './support/billing.ts';
import { addClient, invoiceBody, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { estimateBody } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ billing: { charger: fakeCharger() } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

function expectLimit(response: { status: number; body: unknown }, sentence: string) {
  expect(response.status).toBe(402);
  expect(problemSchema.parse(response.body)).toMatchObject({ code: PLAN_LIMIT_CODE, message: sentence });
}

const upgradeToPro = (member: Member) =>
  member.as(t.request().post('/api/checkout')).set('Idempotency-Key', randomUUID()).send({ planKey: 'pro', interval: 'month', paymentMethodId: 'pm_card_visa' }).expect(200);

it('refuses the 21st client on Free with 402 and a sentence, and allows it on Pro', async () => {
  const member = await signUp(t);
  for (let index = 0; index < 20; index += 1) await addClient(t, member, { name: `Client ${index}` });
  const refused = await member.as(t.request().post('/api/clients')).send({ name: 'One too many' });
  expectLimit(refused, 'Your Free plan allows 20 clients. Upgrade to add more.');
  await upgradeToPro(member);
  expect((await member.as(t.request().post('/api/clients')).send({ name: 'One too many' })).status).toBe(201);
}, 60_000);

it('refuses a 4th template on Free', async () => {
  const member = await signUp(t);
  for (const design of ['clean', 'classic', 'bold']) await member.as(t.request().post('/api/templates')).send({ design }).expect(201);
  expectLimit(await member.as(t.request().post('/api/templates')).send({ design: 'clean' }), 'Your Free plan allows 3 templates. Upgrade to add more.');
});

describe('documents a month', () => {
  // Plans are rows: this database's Free plan is lowered to 2 documents a month for the test.
  const setFreeDocuments = (count: number) =>
    t.db.orm.em.fork().execute(`update "plan" set "limits" = jsonb_set("limits", '{documentsPerMonth}', ?::jsonb) where "key" = 'free'`, [String(count)]);
  beforeAll(() => setFreeDocuments(2));
  afterAll(() => setFreeDocuments(100));

  it('counts invoices, estimates and copies together, whichever create path', async () => {
    const member = await signUp(t);
    const clientId = await addClient(t, member);
    const invoice = await member.as(t.request().post('/api/invoices')).send(invoiceBody(clientId)).expect(201);
    await member.as(t.request().post(`/api/invoices/${invoice.body.id}/duplicate`)).expect(201);
    const sentence = 'Your Free plan allows 2 documents a month. Upgrade to add more.';
    expectLimit(await member.as(t.request().post('/api/invoices')).send(invoiceBody(clientId)), sentence);
    expectLimit(await member.as(t.request().post(`/api/invoices/${invoice.body.id}/duplicate`)), sentence);
    expectLimit(await member.as(t.request().post('/api/estimates')).send(estimateBody(clientId)), sentence);
  });

  it("counts only the account's own documents", async () => {
    const busy = await signUp(t);
    const busyClient = await addClient(t, busy);
    await busy.as(t.request().post('/api/invoices')).send(invoiceBody(busyClient)).expect(201);
    await busy.as(t.request().post('/api/estimates')).send(estimateBody(busyClient)).expect(201);
    const other = await signUp(t);
    await other.as(t.request().post('/api/invoices')).send(invoiceBody(await addClient(t, other))).expect(201);
  });
});
