import { addClient, addInvoice, invoiceBody, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** A second account probing the first one's ids answers exactly as if they did not exist. */
let t: TestApp;
let owner: Member;
let intruder: Member;
let invoice: { id: string; version: number; payments: { id: string }[] };
let ownerClient: string;
let intruderClient: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestApp();
  [owner, intruder] = await Promise.all([signUp(t), signUp(t)]);
  [ownerClient, intruderClient] = await Promise.all([addClient(t, owner), addClient(t, intruder)]);
  const created = await addInvoice(t, owner, ownerClient);
  await owner.as(t.request().post(`/api/invoices/${created.id}/send`)).send();
  const paid = await owner.as(t.request().post(`/api/invoices/${created.id}/payments`)).send({ amount: 100, date: '2026-11-02', method: 'cash' });
  invoice = paid.body;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type Probe = [string, (id: string, paymentId: string) => ReturnType<ReturnType<TestApp['request']>['get']>];

const probes: Probe[] = [
  ['GET /api/invoices/:id', (id) => t.request().get(`/api/invoices/${id}`)],
  ['PUT /api/invoices/:id', (id) => t.request().put(`/api/invoices/${id}`).send({ ...invoiceBody(intruderClient), version: invoice.version })],
  ['DELETE /api/invoices/:id', (id) => t.request().delete(`/api/invoices/${id}`)],
  ['POST /api/invoices/:id/payments', (id) => t.request().post(`/api/invoices/${id}/payments`).send({ amount: 1, date: '2026-11-02', method: 'cash' })],
  ['DELETE /api/invoices/:id/payments/:paymentId', (id, paymentId) => t.request().delete(`/api/invoices/${id}/payments/${paymentId}`)],
  ['POST /api/invoices/:id/send', (id) => t.request().post(`/api/invoices/${id}/send`)],
  ['POST /api/invoices/:id/void', (id) => t.request().post(`/api/invoices/${id}/void`)],
  ['POST /api/invoices/:id/duplicate', (id) => t.request().post(`/api/invoices/${id}/duplicate`)],
  ['POST /api/invoices/:id/link', (id) => t.request().post(`/api/invoices/${id}/link`).send({ action: 'revoke' })],
];

describe.each(probes)('%s from another account', (_route, probe) => {
  it('answers the same 404 as a missing or malformed id, and changes nothing', async () => {
    const paymentId = invoice.payments[0]?.id ?? MISSING;
    const bodies = [];
    for (const [id, pid] of [[invoice.id, paymentId], [MISSING, MISSING], ['not-a-uuid', 'nope']] as const) {
      const response = await intruder.as(probe(id, pid));
      expect(response.status).toBe(404);
      const { requestId: _ignored, ...body } = response.body;
      bodies.push(body);
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    const mine = await owner.as(t.request().get(`/api/invoices/${invoice.id}`));
    expect(mine.body).toMatchObject({ version: invoice.version, status: 'partial', amountPaid: 100 });
  });
});

describe('ids in bodies', () => {
  it('a foreign clientId answers 404 like a missing one, on create and on update', async () => {
    const create = await intruder.as(t.request().post('/api/invoices')).send(invoiceBody(ownerClient));
    const missing = await intruder.as(t.request().post('/api/invoices')).send(invoiceBody(MISSING));
    expect(create.status).toBe(404);
    expect(create.body.message).toBe(missing.body.message);
    const mine = await addInvoice(t, owner, ownerClient);
    const own = await addInvoice(t, intruder, intruderClient);
    const update = await intruder.as(t.request().put(`/api/invoices/${own.id}`)).send({ ...invoiceBody(ownerClient), version: own.version });
    expect(update.status).toBe(404);
    expect(update.body.code).toBe('client_not_found');
    expect(mine.client.id).toBe(ownerClient);
  });

  it('lists and search show nothing of the other account', async () => {
    const list = await intruder.as(t.request().get(`/api/invoices?clientId=${ownerClient}`));
    expect(list.body).toMatchObject({ items: [], total: 0 });
    const all = await intruder.as(t.request().get('/api/invoices'));
    expect(all.body.items.map((i: { id: string }) => i.id)).not.toContain(invoice.id);
  });

  it('every invoice route needs a signed-in user', async () => {
    for (const [, probe] of probes) expect((await probe(invoice.id, MISSING)).status).toBe(401);
    expect((await t.request().get('/api/invoices')).status).toBe(401);
    expect((await t.request().post('/api/invoices').send(invoiceBody(ownerClient))).status).toBe(401);
  });
});
