import { PLAN_LIMIT_CODE } from '@ledgerline/contracts';
import { addClient, invoiceBody, signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addSentChangeOrder, approveChangeOrder } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * Documents a month on every path that makes a document (conversion, change-order invoices, the
 * invoice on a client's approval), and the limit checked under the account's lock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

// Plans are rows: this database's Free plan gets the limit a test needs.
const setFreeDocuments = (count: number) =>
  t.db.orm.em.fork().execute(`update "plan" set "limits" = jsonb_set("limits", '{documentsPerMonth}', ?::jsonb) where "key" = 'free'`, [String(count)]);

const refusal = (count: number) => `Your Free plan allows ${count} documents a month. Upgrade to add more.`;

async function invoiceCount(sourceId: string): Promise<number> {
  const [row] = await t.db.orm.em.fork().getConnection().execute<{ count: string | number }[]>(`select count(*) as count from "invoice" where "source_id" = ?`, [sourceId]);
  return Number(row?.count);
}

it('counts the invoice of an estimate conversion, and answers one already made even at the limit', async () => {
  const owner = await signUp(t);
  const estimate = await addAcceptedEstimate(t, owner, await addClient(t, owner));
  const convert = () => owner.as(t.request().post(`/api/estimates/${estimate.id}/convert`)).send({ mode: 'full' });
  await setFreeDocuments(1);
  const refused = await convert();
  expect(refused.status).toBe(402);
  expect(refused.body).toMatchObject({ code: PLAN_LIMIT_CODE, message: refusal(1) });
  await setFreeDocuments(2);
  expect((await convert()).status).toBe(201);
  expect((await convert()).status).toBe(200);
  expect(await invoiceCount(estimate.id)).toBe(1);
}, SETUP_TIMEOUT_MS);

it("counts a change order's own invoice", async () => {
  const owner = await signUp(t);
  const estimate = await addAcceptedEstimate(t, owner, await addClient(t, owner));
  const sent = await addSentChangeOrder(t, owner, estimate.id);
  await approveChangeOrder(t, sent.publicUrl);
  await setFreeDocuments(2);
  const refused = await owner.as(t.request().post(`/api/change-orders/${sent.id}/invoice`)).send();
  expect(refused.status).toBe(402);
  expect(refused.body.message).toBe(refusal(2));
  expect(await invoiceCount(sent.id)).toBe(0);
}, SETUP_TIMEOUT_MS);

it("never fails the client's approval: past the limit no invoice is made and the owner is told why", async () => {
  const owner = await signUp(t);
  const estimate = await addAcceptedEstimate(t, owner, await addClient(t, owner));
  const sent = await addSentChangeOrder(t, owner, estimate.id, { invoiceOnApproval: true });
  await setFreeDocuments(2);
  await approveChangeOrder(t, sent.publicUrl);
  expect((await owner.as(t.request().get(`/api/change-orders/${sent.id}`))).body).toMatchObject({ status: 'approved', invoiced: false, invoice: null });
  expect(await invoiceCount(sent.id)).toBe(0);
  const { items } = (await owner.as(t.request().get('/api/notifications'))).body as { items: { kind: string; body: string }[] };
  const approval = items.find((item) => item.kind === 'change_order_approved');
  expect(approval?.body).toContain(`Its invoice was not made: ${refusal(2)} Then invoice it from the change order.`);

  await setFreeDocuments(3);
  expect((await owner.as(t.request().post(`/api/change-orders/${sent.id}/invoice`)).send()).status).toBe(201);
}, SETUP_TIMEOUT_MS);

it('lets exactly one of 10 parallel creates take the last document of the month', async () => {
  const owner = await signUp(t);
  const clientId = await addClient(t, owner);
  await setFreeDocuments(3);
  for (let index = 0; index < 2; index += 1) await owner.as(t.request().post('/api/invoices')).send(invoiceBody(clientId)).expect(201);
  const responses = await Promise.all(Array.from({ length: 10 }, () => owner.as(t.request().post('/api/invoices')).send(invoiceBody(clientId))));
  expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 402)]);
  const listed = await owner.as(t.request().get('/api/invoices?pageSize=50'));
  expect(listed.body.total).toBe(3);
}, SETUP_TIMEOUT_MS);
