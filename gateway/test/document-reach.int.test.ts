import { clientSchema, searchResponseSchema } from '@ledgerline/contracts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addEstimate, addSentChangeOrder, approveChangeOrder, estimateBody } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Estimates and change orders reach beyond their own screens: search, the client page, deleting a client. */
let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (path: string) => owner.as(t.request().get(path));
const search = async (q: string) => searchResponseSchema.parse((await get(`/api/search?q=${encodeURIComponent(q)}`)).body).results;

describe('search', () => {
  it('finds estimates and change orders by number and through their client', async () => {
    const clientId = await addClient(t, owner, { name: 'Orchard Row Bakery' });
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const changeOrder = await addSentChangeOrder(t, owner, estimate.id);
    const byNumber = await search(estimate.baseNumber);
    expect(byNumber).toContainEqual({
      type: 'estimate',
      id: estimate.id,
      title: estimate.number,
      subtitle: 'Orchard Row Bakery',
      status: 'accepted',
      overdue: false,
      match: 'number',
      path: `/estimates/edit/${estimate.id}`,
    });
    expect(byNumber).toContainEqual({
      type: 'change_order',
      id: changeOrder.id,
      title: changeOrder.number,
      subtitle: 'Orchard Row Bakery',
      status: 'sent',
      overdue: false,
      match: 'number',
      path: `/change-orders/edit/${changeOrder.id}`,
    });
    const byClient = await search('orchard row');
    expect(byClient.map((result) => result.type)).toEqual(['client', 'estimate', 'change_order']);
    expect((await search(`${estimate.baseNumber}-co`)).map((result) => result.type)).toEqual(['change_order']);
    const stranger = await signUp(t);
    expect((await stranger.as(t.request().get(`/api/search?q=${estimate.baseNumber}`))).body.results).toEqual([]);
  });
});

describe('the client page', () => {
  it("counts the client's estimates and change orders, with the contract value of its jobs", async () => {
    const clientId = await addClient(t, owner, { name: 'Linden Court HOA' });
    expect(clientSchema.strict().parse((await get(`/api/clients/${clientId}`)).body).jobs).toEqual({ estimates: 0, changeOrders: 0, contractValue: 0, retainageHeld: 0 });
    const accepted = await addAcceptedEstimate(t, owner, clientId);
    await addEstimate(t, owner, clientId);
    const approved = await addSentChangeOrder(t, owner, accepted.id);
    await approveChangeOrder(t, approved.publicUrl);
    await addSentChangeOrder(t, owner, accepted.id);
    const client = clientSchema.strict().parse((await get(`/api/clients/${clientId}`)).body);
    expect(client.jobs).toEqual({ estimates: 2, changeOrders: 2, contractValue: accepted.total + approved.costDelta, retainageHeld: 0 });
    const listed = (await get('/api/clients?q=linden')).body.items[0];
    expect(listed).not.toHaveProperty('jobs');
  });
});

describe('deleting a client', () => {
  it('archives a client with estimates instead, so they keep their client', async () => {
    const clientId = await addClient(t, owner, { name: 'Birch & Sons' });
    await addEstimate(t, owner, clientId);
    expect((await owner.as(t.request().delete(`/api/clients/${clientId}`))).body).toEqual({ outcome: 'archived' });
    expect((await get(`/api/clients/${clientId}`)).body.archived).toBe(true);
  });

  it('an estimate created while its client is deleted is created for the kept client, or refused with 404; never 500', async () => {
    for (let round = 0; round < 10; round += 1) {
      const clientId = await addClient(t, owner);
      const [created, deleted] = await Promise.all([
        owner.as(t.request().post('/api/estimates')).send(estimateBody(clientId)),
        owner.as(t.request().delete(`/api/clients/${clientId}`)),
      ]);
      expect(deleted.status).toBe(200);
      if (created.status === 201) expect(deleted.body.outcome).toBe('archived');
      else expect([created.status, created.body.code, deleted.body.outcome]).toEqual([404, 'client_not_found', 'deleted']);
    }
  }, 120_000);
});
