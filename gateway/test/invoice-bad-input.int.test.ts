import { NEGATIVE_TOTAL_MESSAGE } from '@ledgerline/contracts';
import { Invoice } from '../src/modules/invoices/invoice.entity.ts';
import { InvoiceLine } from '../src/modules/invoices/invoice-line.entity.ts';
import { Payment } from '../src/modules/invoices/payment.entity.ts';
import { addClient, addInvoice, invoiceBody, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Money input no invoice can hold: always a 400 or 422 with a sentence, never a 500, and nothing written. */
let t: TestApp;
let owner: Member;
let clientId: string;
let sent: { id: string };
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner);
  sent = await addInvoice(t, owner, clientId);
  await owner.as(t.request().post(`/api/invoices/${sent.id}/send`)).send();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function rowCounts() {
  const em = t.db.orm.em.fork();
  const all = { filters: false } as const;
  return Promise.all([em.count(Invoice, {}, all), em.count(InvoiceLine, {}, all), em.count(Payment, {}, all)]);
}

const line = (overrides: Record<string, unknown>) => ({ description: 'Work', quantity: '1', unitPrice: 1000, ...overrides });
const withLine = (overrides: Record<string, unknown>) => JSON.stringify(invoiceBody('CLIENT', { lines: [line(overrides)] }));
const raw = (json: string) => json.replace('"CLIENT"', '"{client}"');

const invoiceCases: [string, string, 400 | 422][] = [
  ['a unit price of 1e309 (Infinity once parsed)', raw(withLine({}).replace('"unitPrice":1000', '"unitPrice":1e309')), 400],
  ['a unit price of NaN as text', raw(withLine({ unitPrice: 'NaN' })), 400],
  ['a bare NaN token', raw(withLine({}).replace('"unitPrice":1000', '"unitPrice":NaN')), 400],
  ['a fractional unit price', raw(withLine({ unitPrice: 10.5 })), 400],
  ['an unsafe integer unit price', raw(withLine({}).replace('"unitPrice":1000', '"unitPrice":9007199254740993')), 400],
  ['a quantity with five decimals', raw(withLine({ quantity: '1.00001' })), 400],
  ['a quantity in exponent form', raw(withLine({ quantity: '1e3' })), 400],
  ['a tax rate with four decimals', raw(withLine({ taxes: [{ id: 't', name: 'Tax', rate: '8.8751' }] })), 400],
  ['a NUL byte in a description', raw(withLine({ description: 'Bad\u0000line' })), 400],
  ['a NUL byte in a tax name', raw(withLine({ taxes: [{ id: 't', name: 'T\u0000', rate: '5' }] })), 400],
  ['a NUL byte in the notes', raw(JSON.stringify(invoiceBody('CLIENT', { notes: 'a\u0000b' }))), 400],
  ['a line total past the safe range', raw(withLine({ quantity: '999999', unitPrice: 9007199254740991 })), 422],
  ['a line discount larger than the line', raw(withLine({ discount: { type: 'amount', value: 5000 } })), 422],
  ['a discount above 100 %', raw(withLine({ discount: { type: 'percent', value: '150' } })), 422],
  ['a tax rate above 100 %', raw(withLine({ taxes: [{ id: 't', name: 'Tax', rate: '150' }] })), 400],
  ['a negative tax rate', raw(withLine({ taxes: [{ id: 't', name: 'Tax', rate: '-5' }] })), 400],
  ['an issue date in year 0000 (a 500 once)', raw(JSON.stringify(invoiceBody('CLIENT', { issueDate: '0000-01-01' }))), 400],
  ['a due date past 9999', raw(JSON.stringify(invoiceBody('CLIENT', { dueDate: '10000-01-01' }))), 400],
  ['only a credit line (a total below zero)', raw(withLine({ quantity: '-1' })), 422],
  ['a credit line larger than the rest', raw(JSON.stringify(invoiceBody('CLIENT', { lines: [line({}), line({ unitPrice: -1001 })] }))), 422],
  ['an optional line (estimates only)', raw(JSON.stringify(invoiceBody('CLIENT', { lines: [line({}), line({ optional: true })] }))), 422],
];

describe('POST /api/invoices with bad money input', () => {
  it.each(invoiceCases)('refuses %s', async (_case, json, status) => {
    const before = await rowCounts();
    const response = await owner.as(t.request().post('/api/invoices')).set('Content-Type', 'application/json').send(json.replace('{client}', clientId));
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(/\.$/);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('credit lines', () => {
  it('are accepted while the total stays at zero or more', async () => {
    const lines = [line({ quantity: '2', unitPrice: 5000 }), line({ description: 'Deposit received', quantity: '-1', unitPrice: 4000 }), line({ unitPrice: -6000 })];
    const response = await owner.as(t.request().post('/api/invoices')).send(invoiceBody(clientId, { lines }));
    expect(response.status).toBe(201);
    expect(response.body.total).toBe(0);
    expect(response.body.lines.map((l: { total: number }) => l.total)).toEqual([10000, -4000, -6000]);
  });

  it('cannot bring a saved invoice below zero, and the answer names the rule', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const before = await rowCounts();
    const body = { ...invoiceBody(clientId, { lines: [line({ quantity: '-3' })] }), version: invoice.version };
    const response = await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send(body);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'negative_total', message: NEGATIVE_TOTAL_MESSAGE });
    expect(await rowCounts()).toEqual(before);
    expect((await owner.as(t.request().get(`/api/invoices/${invoice.id}`))).body).toMatchObject({ version: invoice.version, total: invoice.total });
  });
});

describe('PUT /api/invoices/:id with bad money input', () => {
  it('changes nothing on a 422', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const before = await rowCounts();
    const body = { ...invoiceBody(clientId, { lines: [line({ discount: { type: 'amount', value: 5000 } })] }), version: invoice.version };
    const response = await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send(body);
    expect(response.status).toBe(422);
    expect(await rowCounts()).toEqual(before);
    expect((await owner.as(t.request().get(`/api/invoices/${invoice.id}`))).body).toMatchObject({ version: invoice.version, total: invoice.total });
  });
});

describe('POST /api/invoices/:id/payments with bad amounts', () => {
  it.each([
    ['1e309', '{"amount":1e309,"date":"2026-11-02","method":"cash"}'],
    ['an unsafe integer', '{"amount":9007199254740993,"date":"2026-11-02","method":"cash"}'],
    ['a fraction of a cent', '{"amount":10.5,"date":"2026-11-02","method":"cash"}'],
    ['zero', '{"amount":0,"date":"2026-11-02","method":"cash"}'],
    ['a negative amount', '{"amount":-100,"date":"2026-11-02","method":"cash"}'],
    ['an amount as text', '{"amount":"100","date":"2026-11-02","method":"cash"}'],
    ['a NUL byte in the reference', '{"amount":100,"date":"2026-11-02","method":"cash","reference":"a\\u0000"}'],
    ['an impossible date', '{"amount":100,"date":"2026-02-30","method":"cash"}'],
    ['a date in year 0000 (a 500 once)', '{"amount":100,"date":"0000-01-01","method":"cash"}'],
  ])('answers 400 for %s and records nothing', async (_case, json) => {
    const before = await rowCounts();
    const response = await owner.as(t.request().post(`/api/invoices/${sent.id}/payments`)).set('Content-Type', 'application/json').send(json);
    expect(response.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});
