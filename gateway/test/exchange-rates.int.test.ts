import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientSchema, estimateListSchema, exchangeRateAnswerSchema, invoiceSchema } from '@ledgerline/contracts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { ecbProvider } from '../src/modules/exchange-rates/ecb-provider.ts';
import { refreshExchangeRates } from '../src/modules/exchange-rates/refresh-exchange-rates.ts';
import { addClient, addInvoice, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addChangeOrder, addEstimate } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** The ECB's daily reference rates of 21 October 2025, as published; served from loopback, never fetched. */
const RECORDED_ECB_FILE = readFileSync(new URL('./fixtures/eurofxref-daily-2025-10-21.xml', import.meta.url), 'utf8');
const ECB_DATE = '2025-10-21';

let t: TestApp;
let owner: Member;
let clientId: string;
let ecbServer: Server;
let ecbUrl: string;
/** A loopback address where nothing listens: what the refresh meets with no network. */
let unreachableUrl: string;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner);
  // The recorded file at the ECB's path; anything else answers a page that is no rates file, as a captive portal would.
  ecbServer = createServer((request, response) =>
    request.url?.endsWith('/eurofxref-daily.xml')
      ? response.writeHead(200, { 'content-type': 'text/xml' }).end(RECORDED_ECB_FILE)
      : response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in to the Wi-Fi</body></html>'),
  );
  ecbUrl = await listen(ecbServer);
  const closed = createServer();
  unreachableUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => ecbServer.close(resolve));
  await t.close();
});
// The rates are global, not an account's: each test starts without any.
afterEach(() => t.db.orm.em.fork().execute('delete from exchange_rate'));

const refresh = (url = ecbUrl) => refreshExchangeRates(t.db.orm.em.fork(), ecbProvider(url));
const latest = async (from: string, to: string) => exchangeRateAnswerSchema.parse((await owner.as(t.request().get(`/api/exchange-rates?from=${from}&to=${to}`))).body);
const put = (path: string, body: object) => owner.as(t.request().put(path)).send(body);

describe('refreshing the rates', () => {
  it('stores the recorded ECB file and answers the latest rate with its source and date, crossed through the euro', async () => {
    expect(await refresh()).toEqual({ refreshed: true, source: 'ecb', date: ECB_DATE, count: 30 });
    expect(await latest('EUR', 'USD')).toEqual({ from: 'EUR', to: 'USD', rate: { rate: '1.1607', source: 'ecb', date: ECB_DATE } });
    // 1 / 1.1607 and 1.6301 / 1.1607, rounded half-up at 8 places.
    expect((await latest('USD', 'EUR')).rate).toEqual({ rate: '0.86154907', source: 'ecb', date: ECB_DATE });
    expect((await latest('USD', 'CAD')).rate).toEqual({ rate: '1.40441113', source: 'ecb', date: ECB_DATE });
  });

  it('keeps the last stored rates with their date when the source cannot be reached, and never guesses', async () => {
    expect(await refresh(unreachableUrl)).toMatchObject({ refreshed: false, lastDate: null });
    expect(await latest('USD', 'EUR')).toEqual({ from: 'USD', to: 'EUR', rate: null });
    await refresh();
    expect(await refresh(unreachableUrl)).toMatchObject({ refreshed: false, lastDate: ECB_DATE });
    expect((await latest('USD', 'EUR')).rate).toEqual({ rate: '0.86154907', source: 'ecb', date: ECB_DATE });
  });

  it('keeps the stored rates when the answer is not a rates file', async () => {
    await refresh();
    const notRates = await refresh(ecbUrl.replace('eurofxref-daily.xml', 'portal'));
    expect(notRates).toEqual({ refreshed: false, reason: 'The rates file is not the ECB daily reference rates format.', lastDate: ECB_DATE });
    expect((await latest('EUR', 'USD')).rate).toEqual({ rate: '1.1607', source: 'ecb', date: ECB_DATE });
  });

  it('refreshing the same day twice keeps one rate per currency', async () => {
    await refresh();
    await refresh();
    const [row] = await t.db.orm.em.fork().execute<{ count: unknown }[]>(`select count(*) as count from exchange_rate where currency = 'USD'`);
    expect(Number(row?.count)).toBe(1);
  });

  it('answers 400 for two equal or unknown currencies, and 401 without a session', async () => {
    const same = await owner.as(t.request().get('/api/exchange-rates?from=USD&to=USD'));
    expect(same.status).toBe(400);
    expect(same.body.fields).toHaveProperty('to');
    expect((await owner.as(t.request().get('/api/exchange-rates?from=USD&to=XYZ'))).status).toBe(400);
    expect((await t.request().get('/api/exchange-rates?from=USD&to=EUR')).status).toBe(401);
  });
});

describe('documents record their rate', () => {
  it('records the latest stored rate on save, and none in the account currency', async () => {
    await refresh();
    const euros = invoiceSchema.parse(await addInvoice(t, owner, clientId, { currency: 'EUR' }));
    expect(euros.exchangeRate).toEqual({ rate: '1.1607', source: 'ecb', date: ECB_DATE });
    const dollars = invoiceSchema.parse(await addInvoice(t, owner, clientId));
    expect(dollars.exchangeRate).toBeNull();
  });

  it('records no rate when none is stored yet, and the stored one at the next save', async () => {
    const invoice = invoiceSchema.parse(await addInvoice(t, owner, clientId, { currency: 'EUR' }));
    expect(invoice.exchangeRate).toBeNull();
    await refresh();
    const saved = await put(`/api/invoices/${invoice.id}`, { ...bodyOf(invoice), version: invoice.version });
    expect(saved.status).toBe(200);
    expect(invoiceSchema.parse(saved.body).exchangeRate).toEqual({ rate: '1.1607', source: 'ecb', date: ECB_DATE });
  });

  it('keeps a typed rate, with the day it was typed, across saves, until it is cleared', async () => {
    await refresh();
    const typed = invoiceSchema.parse(await addInvoice(t, owner, clientId, { currency: 'EUR', exchangeRate: '1.2000' }));
    expect(typed.exchangeRate).toEqual({ rate: '1.2', source: 'manual', date: todayIso() });
    const again = invoiceSchema.parse((await put(`/api/invoices/${typed.id}`, { ...bodyOf(typed), exchangeRate: '1.2', version: typed.version })).body);
    expect(again.exchangeRate).toEqual({ rate: '1.2', source: 'manual', date: todayIso() });
    const cleared = invoiceSchema.parse((await put(`/api/invoices/${typed.id}`, { ...bodyOf(again), exchangeRate: null, version: again.version })).body);
    expect(cleared.exchangeRate).toEqual({ rate: '1.1607', source: 'ecb', date: ECB_DATE });
  });

  it('refuses a rate that is no rate with a message on the field', async () => {
    const response = await owner.as(t.request().post('/api/invoices')).send({ ...bodyOf(invoiceSchema.parse(await addInvoice(t, owner, clientId))), currency: 'EUR', exchangeRate: '-1' });
    expect(response.status).toBe(400);
    expect(response.body.fields.exchangeRate).toEqual(['Use a rate more than 0 with at most 8 decimals, like 1.0835.']);
  });

  it('records the rate on estimates and their change orders, a typed one too', async () => {
    await refresh();
    const estimate = await addEstimate(t, owner, clientId, { currency: 'GBP' });
    // GBP→USD = 1.1607 / 0.86780 = 1.33752017...
    expect(estimate.exchangeRate).toEqual({ rate: '1.33752017', source: 'ecb', date: ECB_DATE });
    const accepted = await addAcceptedEstimate(t, owner, clientId, { currency: 'GBP', exchangeRate: '1.3' });
    expect(accepted.exchangeRate).toEqual({ rate: '1.3', source: 'manual', date: todayIso() });
    const changeOrder = await addChangeOrder(t, owner, accepted.id);
    expect(changeOrder.exchangeRate).toEqual({ rate: '1.33752017', source: 'ecb', date: ECB_DATE });
    const typed = await addChangeOrder(t, owner, accepted.id, { exchangeRate: '1.31' });
    expect(typed.exchangeRate).toEqual({ rate: '1.31', source: 'manual', date: todayIso() });
  });
});

describe('reports convert with each document its own recorded rate', () => {
  it("sums a client's balance and the estimate list's total in the account currency", async () => {
    const member = await signUp(t);
    const client = await addClient(t, member);
    // 1,689.94 in each currency (see invoiceBody): USD as it is, EUR at its typed 1.5 → 2,534.91.
    const euros = await addInvoice(t, member, client, { currency: 'EUR', exchangeRate: '1.5' });
    const dollars = await addInvoice(t, member, client);
    for (const id of [euros.id, dollars.id]) expect((await member.as(t.request().post(`/api/invoices/${id}/send`)).send()).status).toBe(200);
    const shown = clientSchema.parse((await member.as(t.request().get(`/api/clients/${client}`))).body);
    expect(shown.balance).toEqual({ invoiced: 168994 + 253491, paid: 0, outstanding: 168994 + 253491, credit: 0 });

    const estimate = await addEstimate(t, member, client, { currency: 'EUR', exchangeRate: '2' });
    const list = estimateListSchema.parse((await member.as(t.request().get('/api/estimates'))).body);
    expect(list.totals).toEqual({ count: 1, total: estimate.total * 2 });
  });
});

/** A saved invoice as a body to save again. */
function bodyOf(invoice: ReturnType<typeof invoiceSchema.parse>) {
  return {
    clientId: invoice.client.id,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    lines: invoice.lines.map(({ description, quantity, unitPrice, unit, taxes, discount }) => ({ description, quantity, unitPrice, unit, taxes, discount })),
    discount: invoice.discount,
    notes: invoice.notes,
    terms: invoice.terms,
    exchangeRate: invoice.exchangeRate?.source === 'manual' ? invoice.exchangeRate.rate : null,
  };
}
