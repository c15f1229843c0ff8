import { accountSettingsSchema, clientDeleteResultSchema, clientListSchema, clientSchema, problemSchema } from '@ledgerline/contracts';
import { Client } from '../src/modules/clients/client.entity.ts';
import { addClient, CLIENT, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await startTestApp();
  [owner, other] = await Promise.all([signUp(t), signUp(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const clientRows = () => t.db.orm.em.fork().count(Client, {}, { filters: false });

describe('account settings', () => {
  it('exist from registration on, with the username as business name and US dollars', async () => {
    const response = await owner.as(t.request().get('/api/account/settings'));
    expect(response.status).toBe(200);
    expect(accountSettingsSchema.strict().parse(response.body)).toMatchObject({
      businessName: owner.username,
      currency: 'USD',
      taxMode: 'exclusive',
      invoiceNumberPattern: 'INV-{YYYY}-{0000}',
      paymentTermsDays: 30,
    });
  });

  it('are replaced by PUT and read back', async () => {
    const body = {
      businessName: 'Northside Carpentry',
      currency: 'EUR',
      taxMode: 'inclusive',
      taxRates: [{ id: 'vat', name: 'VAT', rate: '20' }],
      invoiceNumberPattern: 'NS-{0000}',
      paymentInstructions: 'IBAN DE00 0000',
    };
    const member = await signUp(t);
    const put = await member.as(t.request().put('/api/account/settings')).send(body);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject(body);
    expect((await member.as(t.request().get('/api/account/settings'))).body).toEqual(put.body);
  });

  it('refuse a pattern without a counter with 400 and the field', async () => {
    const response = await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'X', currency: 'USD', invoiceNumberPattern: 'INV' });
    expect(response.status).toBe(400);
    expect(problemSchema.parse(response.body).fields).toHaveProperty('invoiceNumberPattern');
  });

  it.each([
    ['a negative tax rate', { taxRates: [{ id: 'vat', name: 'VAT', rate: '-5' }] }, 'taxRates.0.rate'],
    ['a tax rate above 100 %', { taxRates: [{ id: 'vat', name: 'VAT', rate: '100.001' }] }, 'taxRates.0.rate'],
    ['the same tax twice', { taxRates: [{ id: 'vat', name: 'VAT', rate: '20' }, { id: 'vat', name: 'VAT', rate: '5' }] }, 'taxRates'],
    ['a business email that is no address', { email: 'accounts at northside' }, 'email'],
    ['negative payment terms', { paymentTermsDays: -1 }, 'paymentTermsDays'],
    ['payment terms past a year', { paymentTermsDays: 366 }, 'paymentTermsDays'],
    ['payment terms in part days', { paymentTermsDays: 1.5 }, 'paymentTermsDays'],
  ])('refuse %s with 400, the field and a sentence, and keep what was saved', async (_case, change, field) => {
    const before = (await owner.as(t.request().get('/api/account/settings'))).body;
    const response = await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'X', currency: 'USD', ...change });
    expect(response.status).toBe(400);
    const problem = problemSchema.parse(response.body);
    expect(Object.keys(problem.fields ?? {})).toEqual([field]);
    expect(problem.message).toMatch(/^[A-Z].*\.$/);
    expect((await owner.as(t.request().get('/api/account/settings'))).body).toEqual(before);
  });

  it('need a signed-in user', async () => {
    expect((await t.request().get('/api/account/settings')).status).toBe(401);
  });
});

describe('clients', () => {
  it('creates a client (201) and reads it back with a zero balance', async () => {
    const created = await owner.as(t.request().post('/api/clients')).send({ ...CLIENT, role: 'admin', archived: true });
    expect(created.status).toBe(201);
    const client = clientSchema.strict().parse(created.body);
    expect(client).toMatchObject({ name: CLIENT.name, archived: false, balance: { invoiced: 0, paid: 0, outstanding: 0 } });
    const read = await owner.as(t.request().get(`/api/clients/${client.id}`));
    expect(clientSchema.strict().parse(read.body)).toEqual(client);
  });

  it('updates a client with PUT', async () => {
    const id = await addClient(t, owner);
    const response = await owner.as(t.request().put(`/api/clients/${id}`)).send({ ...CLIENT, name: 'Renamed Ltd', notes: 'Gate code 1234' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, name: 'Renamed Ltd', notes: 'Gate code 1234' });
  });

  it('lists with search, sort, paging and balances', async () => {
    const member = await signUp(t);
    for (const name of ['Zed Roofing', 'alpha Plumbing', 'Beta Electric']) await addClient(t, member, { name, company: '', email: '' });
    const list = clientListSchema.parse((await member.as(t.request().get('/api/clients?sort=name&pageSize=2'))).body);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(list.items.map((c) => c.name)).toEqual(['alpha Plumbing', 'Beta Electric']);
    const second = clientListSchema.parse((await member.as(t.request().get('/api/clients?sort=name&pageSize=2&page=2'))).body);
    expect(second.items.map((c) => c.name)).toEqual(['Zed Roofing']);
    const found = clientListSchema.parse((await member.as(t.request().get('/api/clients?q=PLUMB'))).body);
    expect(found.items.map((c) => c.name)).toEqual(['alpha Plumbing']);
    const none = clientListSchema.parse((await member.as(t.request().get('/api/clients?q=%25'))).body);
    expect(none.total).toBe(0);
  });

  it('answers 400 for a bad query string', async () => {
    const response = await owner.as(t.request().get('/api/clients?sort=bogus&pageSize=1000'));
    expect(response.status).toBe(400);
    expect(Object.keys(problemSchema.parse(response.body).fields ?? {})).toEqual(['pageSize', 'sort']);
  });

  it('deletes a client without invoices', async () => {
    const lonely = await addClient(t, owner);
    const del = await owner.as(t.request().delete(`/api/clients/${lonely}`));
    expect(clientDeleteResultSchema.parse(del.body)).toEqual({ outcome: 'deleted' });
    expect((await owner.as(t.request().get(`/api/clients/${lonely}`))).status).toBe(404);

  });

  it('answers 404 for another account\'s client on every path, exactly like a missing one', async () => {
    const id = await addClient(t, owner);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const target of [id, missing, 'not-a-uuid']) {
      const responses = [
        await other.as(t.request().get(`/api/clients/${target}`)),
        await other.as(t.request().put(`/api/clients/${target}`)).send(CLIENT),
        await other.as(t.request().delete(`/api/clients/${target}`)),
      ];
      for (const response of responses) {
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 'not_found', message: 'There is nothing at this address.' });
      }
    }
    expect((await owner.as(t.request().get(`/api/clients/${id}`))).body.name).toBe(CLIENT.name);
    const list = await other.as(t.request().get('/api/clients'));
    expect(list.body.items.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it.each([
    ['a NUL byte in the name', { name: 'Bad\u0000Name' }],
    ['an invalid email', { email: 'nope' }],
    ['a missing name', { name: '' }],
    ['an unknown currency', { currency: 'XYZ' }],
  ])('answers 400 for %s and writes nothing', async (_case, overrides) => {
    const before = await clientRows();
    const response = await owner.as(t.request().post('/api/clients')).send({ ...CLIENT, ...overrides });
    expect(response.status).toBe(400);
    expect(await clientRows()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request().get('/api/clients')).status).toBe(401);
    expect((await t.request().post('/api/clients').send(CLIENT)).status).toBe(401);
  });
});
