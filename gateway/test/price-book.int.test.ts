import { priceBookItemSchema, priceBookListSchema } from '@ledgerline/contracts';
import { signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const TAX = { id: 'sales', name: 'Sales tax', rate: '8.25' };
const add = (member: Member, body: object) => member.as(t.request().post('/api/price-book')).send(body);
const listOf = async (member: Member, query = '') => priceBookListSchema.parse((await member.as(t.request().get(`/api/price-book${query}`))).body);

describe('the price book', () => {
  it('keeps items with their cost and markup, the price following from them, and finds them by name, description or category', async () => {
    const tile = priceBookItemSchema.parse((await add(owner, { name: 'Porcelain floor tile', description: '60 × 60 cm, matte', unit: 'm2', category: 'Tile', unitCost: 3200, markup: '35', unitPrice: 1, taxes: [TAX] })).body);
    expect(tile).toMatchObject({ unitCost: 3200, markup: '35', unitPrice: 4320, taxes: [TAX] });
    const labour = await add(owner, { name: 'Carpenter, hour', unit: 'h', category: 'Labour', unitPrice: 8500 });
    expect(labour.status).toBe(201);
    expect(priceBookItemSchema.parse(labour.body)).toMatchObject({ unitCost: null, markup: null, unitPrice: 8500 });

    expect((await listOf(owner, '?q=matte')).items.map((item) => item.name)).toEqual(['Porcelain floor tile']);
    expect((await listOf(owner, '?q=LABOUR')).items.map((item) => item.name)).toEqual(['Carpenter, hour']);
    expect((await listOf(owner)).items.map((item) => [item.name, item.unitCost])).toEqual([['Carpenter, hour', null], ['Porcelain floor tile', 3200]]);

    const changed = await owner.as(t.request().put(`/api/price-book/${tile.id}`)).send({ ...tile, id: undefined, updatedAt: undefined, markup: null, unitPrice: 4500 });
    expect(priceBookItemSchema.parse(changed.body)).toMatchObject({ unitCost: 3200, markup: null, unitPrice: 4500 });
    expect((await owner.as(t.request().delete(`/api/price-book/${tile.id}`))).status).toBe(204);
    expect((await listOf(owner, '?q=tile')).total).toBe(0);
  });

  it('answers bad input with a sentence, and another account with nothing', async () => {
    const nameless = await add(owner, { name: ' ', unitPrice: 100 });
    expect(nameless.status).toBe(400);
    expect((await add(owner, { name: 'Paint', unitPrice: 100, unitCost: -5 })).status).toBe(400);
    const item = priceBookItemSchema.parse((await add(owner, { name: 'Primer', unitPrice: 2500 })).body);
    const stranger = await signUp(t);
    expect((await listOf(stranger)).total).toBe(0);
    expect((await stranger.as(t.request().put(`/api/price-book/${item.id}`)).send({ name: 'Mine', unitPrice: 1 })).status).toBe(404);
    expect((await stranger.as(t.request().delete(`/api/price-book/${item.id}`))).status).toBe(404);
    expect((await t.request().get('/api/price-book')).status).toBe(401);
  });
});
