import { dashboardChartSchema, dashboardSchema, type Dashboard } from '@ledgerline/contracts';
import { fakeClock } from './support/billing.ts';
import { addClient, onBusinessPlan, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { acceptance, addEstimate, addSentChangeOrder, approveChangeOrder, publicApiPath, sendEstimate } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/*
 * One account with known answers on a fixed today (2026-06-15, so the aging buckets' edge days are
 * the same on every run): drafts and void invoices never count, a partly paid invoice counts its
 * balance, and EUR documents count at the rate they recorded (1.1 → USD, the account's currency).
 */
const TODAY = '2026-06-15';
const clock = fakeClock(`${TODAY}T12:00:00.000Z`);

let t: TestApp;
let owner: Member;
let other: Member;
let answer: Dashboard;

const post = (member: Member, path: string, body: object = {}) => member.as(t.request().post(path)).send(body);
const get = (member: Member, path: string) => member.as(t.request().get(path));
const line = (unitPrice: number) => [{ description: 'Work', quantity: '1', unitPrice }];

/** An invoice of one untaxed line, sent unless it is to stay a draft. */
async function invoice(clientId: string, total: number, issueDate: string, dueDate: string, options: { draft?: boolean; currency?: string } = {}) {
  const currency = options.currency ?? 'USD';
  const created = await post(owner, '/api/invoices', { clientId, issueDate, dueDate, currency, lines: line(total), ...(currency === 'USD' ? {} : { exchangeRate: '1.1' }) });
  if (created.status !== 201) throw new Error(created.text);
  if (!options.draft) await post(owner, `/api/invoices/${created.body.id}/send`);
  return created.body.id as string;
}

const pay = (id: string, amount: number, date: string) => post(owner, `/api/invoices/${id}/payments`, { amount, date, method: 'bank_transfer' });

/** An estimate of one line issued in May 2026, valid into 2027 so it can be sent and answered today. */
const estimate = (clientId: string, total: number, overrides: Record<string, unknown> = {}) =>
  addEstimate(t, owner, clientId, { issueDate: '2026-05-01', validUntil: '2027-12-31', lines: line(total), deposit: null, completionDate: null, ...overrides });

async function accepted(clientId: string, total: number, overrides: Record<string, unknown> = {}) {
  const sent = await sendEstimate(t, owner, (await estimate(clientId, total, overrides)).id);
  const response = await t.request().post(`${publicApiPath(sent.publicUrl)}/accept`).send(acceptance(sent.revision));
  if (response.status !== 200) throw new Error(response.text);
  return sent.id as string;
}

beforeAll(async () => {
  t = await startTestApp({ billing: { clock } });
  owner = await signUp(t);
  other = await signUp(t);
  await onBusinessPlan(t, owner);
  const alder = await addClient(t, owner, { name: 'Alder Homes' });
  const birch = await addClient(t, owner, { name: 'Birch Lofts' });

  await invoice(birch, 100000, '2026-06-03', '2026-06-03', { draft: true }); // issued this month and past due, a draft all the same
  const voided = await invoice(birch, 200000, '2026-06-02', '2026-06-20');
  await post(owner, `/api/invoices/${voided}/void`);
  await invoice(alder, 10000, '2026-06-01', '2026-06-15'); // due today: current
  await invoice(alder, 20000, '2026-05-15', '2026-06-14'); // 1 day late
  await invoice(alder, 30000, '2026-05-01', '2026-05-16'); // 30 days late
  const partial = await invoice(alder, 40000, '2026-04-15', '2026-05-15'); // 31 days late, 15000 paid
  await pay(partial, 15000, '2026-06-10');
  await invoice(alder, 50000, '2026-03-17', '2026-04-16'); // 60 days late
  await invoice(birch, 60000, '2026-03-16', '2026-04-15'); // 61 days late
  await invoice(birch, 70000, '2026-02-15', '2026-03-17'); // 90 days late
  await invoice(birch, 80000, '2026-02-14', '2026-03-16'); // 91 days late
  const paid = await invoice(birch, 90000, '2026-05-10', '2026-06-09');
  await pay(paid, 90000, '2026-05-31');
  const euro = await invoice(alder, 10000, '2026-06-05', '2026-07-15', { currency: 'EUR' }); // 11000 USD, current
  await pay(euro, 2000, '2026-06-12'); // 2200 USD

  await estimate(alder, 5000); // a draft
  await sendEstimate(t, owner, (await estimate(alder, 7000)).id); // awaiting an answer
  const expired = await sendEstimate(t, owner, (await estimate(alder, 9000)).id);
  await t.db.orm.em.fork().execute(`update estimate_revision set valid_until = '2026-06-01' where estimate_id = ?`, [expired.id]);
  const declined = await sendEstimate(t, owner, (await estimate(birch, 11000)).id);
  await t.request().post(`${publicApiPath(declined.publicUrl)}/decline`).send({ reason: 'Over budget' });
  const won = await accepted(alder, 100000, { currency: 'EUR', exchangeRate: '1.1' }); // 110000 USD
  await accepted(birch, 30000, { issueDate: '2025-05-01' }); // before the period, still an open job
  const approved = await addSentChangeOrder(t, owner, won, { lines: line(20000), exchangeRate: '1.1' }); // 22000 USD
  await approveChangeOrder(t, approved.publicUrl);
  await addSentChangeOrder(t, owner, won, { lines: line(5000), exchangeRate: '1.1' }); // sent, not approved

  const response = await get(owner, '/api/dashboard');
  expect(response.status).toBe(200);
  answer = dashboardSchema.strict().parse(response.body);
}, SETUP_TIMEOUT_MS * 2);
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('counts outstanding and overdue balances, partly paid ones by their balance, drafts and void never', () => {
    expect(answer).toMatchObject({ currency: 'USD', today: TODAY, thisMonth: { from: '2026-06-01', to: '2026-06-30' }, lastMonth: { from: '2026-05-01', to: '2026-05-31' } });
    expect(answer.outstanding).toEqual({ amount: 353800, count: 9 });
    expect(answer.overdue).toEqual({ amount: 335000, count: 7 });
  });

  it('puts each invoice in its aging bucket on the edge days, due today being current, with the clients in each', () => {
    const buckets = Object.fromEntries(answer.aging.map(({ bucket, amount, count, clients, clientCount }) => [bucket, { amount, count, clients: clients.map((c) => c.name), clientCount }]));
    expect(buckets).toEqual({
      current: { amount: 18800, count: 2, clients: ['Alder Homes'], clientCount: 1 },
      '1-30': { amount: 50000, count: 2, clients: ['Alder Homes'], clientCount: 1 },
      '31-60': { amount: 75000, count: 2, clients: ['Alder Homes'], clientCount: 1 },
      '61-90': { amount: 130000, count: 2, clients: ['Birch Lofts'], clientCount: 1 },
      '90+': { amount: 80000, count: 1, clients: ['Birch Lofts'], clientCount: 1 },
    });
  });

  it('sums payments by their date and invoices by their issue date, in the account currency', () => {
    expect(answer.paidThisMonth).toEqual({ amount: 17200, count: 2 });
    expect(answer.paidLastMonth).toEqual({ amount: 90000, count: 1 });
    expect(answer.invoicedThisMonth).toEqual({ amount: 21000, count: 2 });
  });

  it('counts estimates of the last twelve months, the win rate over the decided ones, change orders and open jobs', () => {
    expect(answer.estimates).toEqual({
      period: { from: '2025-07-01', to: '2026-06-30' },
      sent: { amount: 7000 + 9000 + 11000 + 110000, count: 4 },
      accepted: { amount: 110000, count: 1 },
      declined: 1,
      expired: 1,
      winRate: 1 / 3,
    });
    expect(answer.uninvoicedChangeOrders).toEqual({ amount: 22000, count: 1 });
    expect(answer.openJobs).toEqual({ count: 2, contractValue: 110000 + 22000 + 30000 });
  });

  it('lists the latest events across documents with their numbers', () => {
    expect(answer.activity).toHaveLength(8);
    expect(answer.activity[0]).toMatchObject({ kind: 'change_order', type: 'sent', actor: owner.username });
    expect(answer.activity.every((event) => event.number !== '')).toBe(true);
  });

  it('answers another account with its own (empty) figures, and no one signed out', async () => {
    const theirs = dashboardSchema.parse((await get(other, '/api/dashboard')).body);
    expect(theirs.outstanding).toEqual({ amount: 0, count: 0 });
    expect(theirs.aging.every((bucket) => bucket.count === 0 && bucket.clients.length === 0)).toBe(true);
    expect(theirs.activity).toEqual([]);
    expect(theirs.openJobs).toEqual({ count: 0, contractValue: 0 });
    expect((await t.request().get('/api/dashboard')).status).toBe(401);
  });
});

describe('GET /api/dashboard/chart', () => {
  it('gives invoiced and paid for each of the twelve months, drafts and void aside', async () => {
    const chart = dashboardChartSchema.parse((await get(owner, '/api/dashboard/chart')).body);
    expect(chart.months.map((month) => month.month)).toEqual(['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    const byMonth = Object.fromEntries(chart.months.map(({ month, invoiced, paid }) => [month, { invoiced, paid }]));
    expect(byMonth['2026-06']).toEqual({ invoiced: 21000, paid: 17200 });
    expect(byMonth['2026-05']).toEqual({ invoiced: 20000 + 30000 + 90000, paid: 90000 });
    expect(byMonth['2026-02']).toEqual({ invoiced: 150000, paid: 0 });
  });
});

describe('each figure opens its filtered list', () => {
  const total = async (member: Member, path: string) => (await get(member, path)).body.total as number;

  it('filters invoices by outstanding, aging bucket, issued in a period and paid in a period', async () => {
    expect(await total(owner, '/api/invoices?status=outstanding')).toBe(answer.outstanding.count);
    expect(await total(owner, '/api/invoices?status=overdue')).toBe(answer.overdue.count);
    for (const bucket of answer.aging) expect(await total(owner, `/api/invoices?aging=${encodeURIComponent(bucket.bucket)}`)).toBe(bucket.count);
    expect(await total(owner, '/api/invoices?status=issued&from=2026-06-01&to=2026-06-30')).toBe(answer.invoicedThisMonth.count);
    expect(await total(owner, '/api/invoices?paidFrom=2026-06-01&paidTo=2026-06-30')).toBe(2);
    expect((await get(owner, '/api/invoices?aging=7-8')).status).toBe(400);
    expect(await total(other, '/api/invoices?status=outstanding')).toBe(0);
  });

  it('filters estimates by stage and change orders by approved, not invoiced', async () => {
    const { from, to } = answer.estimates.period;
    expect(await total(owner, `/api/estimates?stage=sent&from=${from}&to=${to}`)).toBe(answer.estimates.sent.count);
    expect(await total(owner, `/api/estimates?stage=won&from=${from}&to=${to}`)).toBe(answer.estimates.accepted.count);
    expect(await total(owner, '/api/estimates?stage=open')).toBe(answer.openJobs.count);
    expect(await total(owner, '/api/jobs?status=open')).toBe(answer.openJobs.count);
    expect(await total(owner, '/api/change-orders?uninvoiced=true')).toBe(answer.uninvoicedChangeOrders.count);
    expect(await total(other, '/api/estimates?stage=open')).toBe(0);
    expect(await total(other, '/api/jobs?status=open')).toBe(0);
  });
});

describe('credit notes on the dashboard', () => {
  it('take back what was invoiced, and the client credit they leave is no money received', async () => {
    const member = await signUp(t);
    const clientId = await addClient(t, member, { name: 'Cedar Works' });
    const send = async (total: number, issueDate: string) => {
      const created = await post(member, '/api/invoices', { clientId, issueDate, dueDate: '2026-06-30', currency: 'USD', lines: line(total) });
      return (await post(member, `/api/invoices/${created.body.id}/send`)).body as { id: string; lines: { id: string }[] };
    };
    const first = await send(50000, '2026-06-05');
    await post(member, `/api/invoices/${first.id}/payments`, { amount: 50000, date: '2026-06-06', method: 'bank_transfer' });
    const credited = await post(member, '/api/credit-notes', { invoiceId: first.id, issueDate: '2026-06-10', reason: 'Half the work dropped', lines: [{ invoiceLineId: first.lines[0]!.id, quantity: '0.5' }], remainder: 'client_credit' });
    expect(credited.status).toBe(201);
    await send(30000, '2026-06-11'); // takes the 25000 of credit

    const dashboard = dashboardSchema.parse((await get(member, '/api/dashboard')).body);
    expect(dashboard.invoicedThisMonth).toEqual({ amount: 50000 + 30000 - 25000, count: 2 });
    expect(dashboard.paidThisMonth).toEqual({ amount: 50000, count: 1 });
    expect(dashboard.outstanding).toEqual({ amount: 5000, count: 1 });
    const chart = dashboardChartSchema.parse((await get(member, '/api/dashboard/chart')).body);
    expect(chart.months.find((month) => month.month === '2026-06')).toEqual({ month: '2026-06', invoiced: 55000, paid: 50000 });
  });
});
