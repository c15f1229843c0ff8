import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addEstimate, estimateBody } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** A second account probing the first one's estimates answers exactly as if they did not exist. */
let t: TestApp;
let owner: Member;
let intruder: Member;
let estimate: { id: string; version: number; status: string; total: number };
let ownerClient: string;
let intruderClient: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestApp();
  [owner, intruder] = await Promise.all([signUp(t), signUp(t)]);
  [ownerClient, intruderClient] = await Promise.all([addClient(t, owner), addClient(t, intruder)]);
  estimate = await addAcceptedEstimate(t, owner, ownerClient);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type Probe = [string, (id: string) => ReturnType<ReturnType<TestApp['request']>['get']>];

const probes: Probe[] = [
  ['GET /api/estimates/:id', (id) => t.request().get(`/api/estimates/${id}`)],
  ['GET /api/estimates/:id/revisions/1', (id) => t.request().get(`/api/estimates/${id}/revisions/1`)],
  ['PUT /api/estimates/:id', (id) => t.request().put(`/api/estimates/${id}`).send({ ...estimateBody(intruderClient), version: estimate.version })],
  ['DELETE /api/estimates/:id', (id) => t.request().delete(`/api/estimates/${id}`)],
  ['POST /api/estimates/:id/send', (id) => t.request().post(`/api/estimates/${id}/send`)],
  ['POST /api/estimates/:id/revise', (id) => t.request().post(`/api/estimates/${id}/revise`)],
  ['POST /api/estimates/:id/convert', (id) => t.request().post(`/api/estimates/${id}/convert`).send({ mode: 'full' })],
  ['POST /api/estimates/:id/duplicate', (id) => t.request().post(`/api/estimates/${id}/duplicate`)],
  ['POST /api/estimates/:id/link', (id) => t.request().post(`/api/estimates/${id}/link`).send({ action: 'revoke' })],
];

describe.each(probes)('%s from another account', (_route, probe) => {
  it('answers the same 404 as a missing or malformed id, and changes nothing', async () => {
    const bodies = [];
    for (const id of [estimate.id, MISSING, 'not-a-uuid']) {
      const response = await intruder.as(probe(id));
      expect(response.status).toBe(404);
      const { requestId: _ignored, ...body } = response.body;
      bodies.push(body);
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    const mine = await owner.as(t.request().get(`/api/estimates/${estimate.id}`));
    expect(mine.body).toMatchObject({ version: estimate.version, status: 'accepted', invoices: [] });
  });
});

describe('ids in bodies', () => {
  it('a foreign clientId answers 404 like a missing one, on create and on update', async () => {
    const create = await intruder.as(t.request().post('/api/estimates')).send(estimateBody(ownerClient));
    const missing = await intruder.as(t.request().post('/api/estimates')).send(estimateBody(MISSING));
    expect(create.status).toBe(404);
    expect(create.body).toMatchObject({ code: 'client_not_found', message: missing.body.message });
    const own = await addEstimate(t, intruder, intruderClient);
    const update = await intruder.as(t.request().put(`/api/estimates/${own.id}`)).send({ ...estimateBody(ownerClient), version: own.version });
    expect(update.status).toBe(404);
    expect(update.body.code).toBe('client_not_found');
    expect((await intruder.as(t.request().get(`/api/estimates/${own.id}`))).body.client.id).toBe(intruderClient);
  });

  it('lists show nothing of the other account', async () => {
    expect((await intruder.as(t.request().get(`/api/estimates?clientId=${ownerClient}`))).body).toMatchObject({ items: [], total: 0, winRate: null });
    const all = await intruder.as(t.request().get('/api/estimates'));
    expect(all.body.items.map((item: { id: string }) => item.id)).not.toContain(estimate.id);
  });
});
