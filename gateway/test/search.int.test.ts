import { searchResponseSchema, type SearchResult } from '@ledgerline/contracts';
import { addClient, addInvoice, onBusinessPlan, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addEstimate, addSentChangeOrder } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** GET /api/search: every kind, by any part of the number, client, contact email, line text and amount, ranked. */
let t: TestApp;
let owner: Member;
let stranger: Member;
const ids: Record<string, string> = {};

const oneLine = (description: string, unitPrice: number) => ({ lines: [{ description, quantity: '1', unitPrice }] });

beforeAll(async () => {
  t = await startTestApp();
  [owner, stranger] = await Promise.all([signUp(t), signUp(t)]);
  await onBusinessPlan(t, owner);
  ids.harbor = await addClient(t, owner, {
    name: 'Harbor View Dental',
    company: 'Harbor View',
    email: 'office@harbor.example',
    contacts: [{ name: 'Dana Whitfield', email: 'dana.billing@whitfield.example', phone: '' }],
  });
  ids.skyline = await addClient(t, owner, { name: 'Skyline Lofts', company: '', email: '' });
  ids.exact = (await addInvoice(t, owner, ids.harbor, { number: 'INV-2026-0013', ...oneLine('Chair install', 10000) })).id;
  ids.inside = (await addInvoice(t, owner, ids.harbor, { number: 'INV-2026-00131', ...oneLine('Chair install', 10000) })).id;
  ids.skylight = (await addInvoice(t, owner, ids.harbor, { number: 'INV-2026-0200', ...oneLine('Skylight flashing repair', 398400) })).id;
  ids.loft = (await addInvoice(t, owner, ids.skyline, { number: 'INV-2026-0300', ...oneLine('Drywall', 5000) })).id;
  ids.skyNumber = (await addInvoice(t, owner, ids.harbor, { number: 'SKY-0001', ...oneLine('Drywall', 5000) })).id;
  const estimate = await addAcceptedEstimate(t, owner, ids.harbor, {
    jobTitle: 'Lobby remodel',
    lines: [{ description: 'Porch rebuild', quantity: '1', unitPrice: 250000 }],
  });
  ids.quote = (await addEstimate(t, owner, ids.harbor, { jobTitle: 'Lobby remodel, second floor', ...oneLine('Drywall', 5000) })).id;
  ids.estimate = estimate.id;
  ids.estimateNumber = estimate.baseNumber;
  ids.changeOrder = (await addSentChangeOrder(t, owner, estimate.id, oneLine('Extra porch step', 70000))).id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function search(q: string, member = owner): Promise<SearchResult[]> {
  const response = await member.as(t.request().get('/api/search').query({ q }));
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(response.body).results;
}
const find = (results: SearchResult[], id: string | undefined) => results.find((result) => result.id === id);

describe('finds each field', () => {
  it('a number by any part of it, the ones ending in the text first', async () => {
    for (const q of ['0013', '2026-0013', 'inv-2026-0013']) {
      const results = await search(q);
      expect(results.slice(0, 2).map((result) => result.id)).toEqual([ids.exact, ids.inside]);
      expect(results[0]).toMatchObject({ type: 'invoice', title: 'INV-2026-0013', status: 'draft', match: 'number', path: `/invoices/edit/${ids.exact}` });
    }
  });

  it('estimates and change orders by number, with their kind and status', async () => {
    const results = await search(ids.estimateNumber?.slice(-4) ?? '');
    expect(find(results, ids.estimate)).toMatchObject({ type: 'estimate', status: 'accepted', match: 'number' });
    expect(find(results, ids.changeOrder)).toMatchObject({ type: 'change_order', status: 'sent', match: 'number' });
  });

  it("a client by name, company, email or a contact's email, with the client's documents", async () => {
    for (const q of ['harbor view', 'office@harbor', 'dana.billing@whitfield']) {
      const results = await search(q);
      expect(results[0]).toMatchObject({ type: 'client', id: ids.harbor, status: 'active', match: 'client' });
      expect(results.filter((result) => result.match === 'client' && result.type !== 'client').length).toBeGreaterThan(0);
    }
  });

  it("a document by a line's text, saying which line", async () => {
    expect(find(await search('flashing'), ids.skylight)).toMatchObject({ match: 'line', subtitle: 'Harbor View Dental · “Skylight flashing repair”' });
    expect(find(await search('porch step'), ids.changeOrder)).toMatchObject({ type: 'change_order', match: 'line' });
    expect(find(await search('porch rebuild'), ids.estimate)).toMatchObject({ type: 'estimate', match: 'line' });
  });

  it("a job by its title, opening the job's page; an estimate not yet accepted is no job", async () => {
    const results = await search('lobby rem');
    expect(results[0]).toMatchObject({
      type: 'job',
      id: ids.estimate,
      title: 'Lobby remodel',
      subtitle: `Harbor View Dental · Estimate ${ids.estimateNumber}`,
      status: 'open',
      match: 'title',
      path: `/jobs/${ids.estimate}`,
    });
    expect(results.filter((result) => result.type === 'job').map((result) => result.id)).toEqual([ids.estimate]);
    expect(find(results, ids.quote)).toBeUndefined();
  });

  it('a document by its total, however the amount is written', async () => {
    for (const q of ['3984', '3,984.00', '3984.00', '$3,984']) {
      expect(find(await search(q), ids.skylight)).toMatchObject({ match: 'amount', subtitle: 'Harbor View Dental · $3,984.00' });
    }
    expect(find(await search('39.84'), ids.skylight)).toBeUndefined();
  });
});

it('ranks an exact or partial number above the client, and the client above a line', async () => {
  const results = await search('sky');
  expect(results.map((result) => [result.id, result.match])).toEqual([
    [ids.skyNumber, 'number'],
    [ids.skyline, 'client'],
    [ids.loft, 'client'],
    [ids.skylight, 'line'],
  ]);
});

it("never returns another account's records", async () => {
  for (const q of ['0013', 'harbor', 'dana.billing', 'flashing', '3984', 'sky', 'lobby', ids.estimateNumber ?? 'est']) {
    expect(await search(q, stranger)).toEqual([]);
  }
});

it('refuses an empty or too long text with a readable 400', async () => {
  for (const q of ['', '   ', 'x'.repeat(101)]) {
    const response = await owner.as(t.request().get('/api/search').query({ q }));
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  }
  expect((await owner.as(t.request().get('/api/search'))).status).toBe(400);
});
