import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addSentChangeOrder, changeOrderBody } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** A second account probing the first one's change orders, and naming its estimates in bodies, meets only 404s. */
let t: TestApp;
let owner: Member;
let intruder: Member;
let ownerEstimate: string;
let intruderEstimate: string;
let changeOrder: { id: string; version: number };
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestApp();
  [owner, intruder] = await Promise.all([signUp(t), signUp(t)]);
  const [ownerClient, intruderClient] = await Promise.all([addClient(t, owner), addClient(t, intruder)]);
  ownerEstimate = (await addAcceptedEstimate(t, owner, ownerClient)).id;
  intruderEstimate = (await addAcceptedEstimate(t, intruder, intruderClient)).id;
  changeOrder = await addSentChangeOrder(t, owner, ownerEstimate);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const { estimateId: _estimate, ...updateBody } = changeOrderBody(MISSING);

type Probe = [string, (id: string) => ReturnType<ReturnType<TestApp['request']>['get']>];
const probes: Probe[] = [
  ['GET /api/change-orders/:id', (id) => t.request().get(`/api/change-orders/${id}`)],
  ['PUT /api/change-orders/:id', (id) => t.request().put(`/api/change-orders/${id}`).send({ ...updateBody, version: changeOrder.version })],
  ['DELETE /api/change-orders/:id', (id) => t.request().delete(`/api/change-orders/${id}`)],
  ['POST /api/change-orders/:id/send', (id) => t.request().post(`/api/change-orders/${id}/send`)],
  ['POST /api/change-orders/:id/void', (id) => t.request().post(`/api/change-orders/${id}/void`).send({ reason: 'Taken over' })],
  ['POST /api/change-orders/:id/link', (id) => t.request().post(`/api/change-orders/${id}/link`).send({ action: 'revoke' })],
];

describe.each(probes)('%s from another account', (_route, probe) => {
  it('answers the same 404 as a missing or malformed id, and changes nothing', async () => {
    const bodies = [];
    for (const id of [changeOrder.id, MISSING, 'not-a-uuid']) {
      const response = await intruder.as(probe(id));
      expect(response.status).toBe(404);
      const { requestId: _ignored, ...body } = response.body;
      bodies.push(body);
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await owner.as(t.request().get(`/api/change-orders/${changeOrder.id}`))).body).toMatchObject({ version: changeOrder.version, status: 'sent' });
  });
});

describe('estimateId in a body', () => {
  it("another account's estimate answers 404 like a missing one, and gets no change order", async () => {
    const foreign = await intruder.as(t.request().post('/api/change-orders')).send(changeOrderBody(ownerEstimate));
    const missing = await intruder.as(t.request().post('/api/change-orders')).send(changeOrderBody(MISSING));
    expect(foreign.status).toBe(404);
    expect(withoutId(foreign.body)).toEqual(withoutId(missing.body));
    expect((await owner.as(t.request().get(`/api/change-orders?estimateId=${ownerEstimate}`))).body.total).toBe(1);
    expect((await intruder.as(t.request().post('/api/change-orders')).send(changeOrderBody(intruderEstimate))).status).toBe(201);
  });

  it('a PUT never moves a change order to another estimate: an estimateId there is not read', async () => {
    const moved = await owner.as(t.request().put(`/api/change-orders/${changeOrder.id}`)).send({ ...updateBody, estimateId: intruderEstimate, version: changeOrder.version });
    expect(moved.status).toBe(200);
    expect(moved.body.estimate.id).toBe(ownerEstimate);
  });

  it('lists show nothing of the other account', async () => {
    expect((await intruder.as(t.request().get(`/api/change-orders?estimateId=${ownerEstimate}`))).body).toMatchObject({ items: [], total: 0 });
    const all = await intruder.as(t.request().get('/api/change-orders'));
    expect(all.body.items.map((item: { id: string }) => item.id)).not.toContain(changeOrder.id);
  });

  it('every change order route needs a signed-in user', async () => {
    for (const [, probe] of probes) expect((await probe(changeOrder.id)).status).toBe(401);
    expect((await t.request().get('/api/change-orders')).status).toBe(401);
    expect((await t.request().post('/api/change-orders').send(changeOrderBody(ownerEstimate))).status).toBe(401);
  });
});

function withoutId({ requestId: _ignored, ...body }: Record<string, unknown>) {
  return body;
}
