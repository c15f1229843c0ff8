import { addDays, dashboardChartSchema, dashboardSchema, type Dashboard } from '@ledgerline/contracts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { fakeClock } from './support/billing.ts';
import { accountIdOf, addClient, onBusinessPlan, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { acceptance, addAcceptedEstimate, addEstimate, addSentChangeOrder, approveChangeOrder, publicApiPath, sendEstimate } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/*
 * The dashboard's figures are stored and served until the account's data changes (issue 13): each
 * kind of write, whichever path makes it, changes the next answer, and so do the day and the
 * account's currency. The clock starts on the real day, because estimates are issued on it.
 */
const TODAY = todayIso();
const clock = fakeClock(`${TODAY}T12:00:00.000Z`);

let t: TestApp;
let owner: Member;
let other: Member;
let clientId: string;

const post = (path: string, body: object = {}) => owner.as(t.request().post(path)).send(body);
const dashboard = async (member: Member = owner): Promise<Dashboard> => dashboardSchema.strict().parse((await member.as(t.request().get('/api/dashboard'))).body);
const line = (unitPrice: number) => [{ description: 'Work', quantity: '1', unitPrice }];
const invoiceBody = (total: number, dueDate: string) => ({ clientId, issueDate: TODAY, dueDate, currency: 'USD', lines: line(total) });

async function sentInvoice(total: number, dueDate = addDays(TODAY, 30)) {
  const created = await post('/api/invoices', invoiceBody(total, dueDate));
  if (created.status !== 201) throw new Error(created.text);
  const sent = await post(`/api/invoices/${created.body.id}/send`);
  if (sent.status !== 200) throw new Error(sent.text);
  return sent.body as { id: string; version: number };
}

/** The account's stored answers, read past the API. */
async function storedAnswers(member: Member) {
  return t.db.orm.em.fork().execute<{ kind: string; revision: string; today: string }[]>(
    `select kind, revision::text as revision, to_char(today, 'YYYY-MM-DD') as today from dashboard_snapshot where account_id = ? order by kind`,
    [await accountIdOf(t, member)],
  );
}

beforeAll(async () => {
  t = await startTestApp({ billing: { clock } });
  owner = await signUp(t);
  other = await signUp(t);
  await onBusinessPlan(t, owner);
  clientId = await addClient(t, owner, { name: 'Alder Homes' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('the stored dashboard', () => {
  it('is computed once and served again while nothing changes, one row per answer', async () => {
    await sentInvoice(10000);
    const first = await dashboard();
    const stored = await storedAnswers(owner);
    expect(await dashboard()).toEqual(first);
    expect(await storedAnswers(owner)).toEqual(stored);
    expect(stored.map((row) => row.kind)).toEqual(['figures.v2']);
  });

  it('computes a missing answer once for many concurrent first reads', async () => {
    await sentInvoice(500);
    const answers = await Promise.all(Array.from({ length: 8 }, () => dashboard()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await storedAnswers(owner)).toHaveLength(1);
  });

  it('changes with a sent invoice, not with a draft', async () => {
    const before = await dashboard();
    expect((await post('/api/invoices', invoiceBody(7000, addDays(TODAY, 30)))).status).toBe(201);
    expect((await dashboard()).outstanding).toEqual(before.outstanding);
    await sentInvoice(7000);
    expect((await dashboard()).outstanding).toEqual({ amount: before.outstanding.amount + 7000, count: before.outstanding.count + 1 });
  });

  it('changes with an edited invoice', async () => {
    const issued = { ...invoiceBody(3000, addDays(TODAY, 30)), issueDate: addDays(TODAY, -35) };
    const created = await post('/api/invoices', issued);
    const invoice = (await post(`/api/invoices/${created.body.id}/send`)).body;
    const before = await dashboard();
    // What a sent invoice bills stays as issued; its due date may still move, into the past here.
    const edited = await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send({ ...issued, dueDate: addDays(TODAY, -5), version: invoice.version });
    expect(edited.status).toBe(200);
    const after = await dashboard();
    expect(after.outstanding).toEqual(before.outstanding);
    expect(after.overdue).toEqual({ amount: before.overdue.amount + 3000, count: before.overdue.count + 1 });
  });

  it('changes with a void invoice', async () => {
    const invoice = await sentInvoice(2500);
    const before = await dashboard();
    expect((await post(`/api/invoices/${invoice.id}/void`)).status).toBe(200);
    expect((await dashboard()).outstanding).toEqual({ amount: before.outstanding.amount - 2500, count: before.outstanding.count - 1 });
  });

  it('changes with a payment recorded and deleted, and so does the chart', async () => {
    const invoice = await sentInvoice(9000);
    const before = await dashboard();
    const chartBefore = dashboardChartSchema.parse((await owner.as(t.request().get('/api/dashboard/chart'))).body);
    const paid = await post(`/api/invoices/${invoice.id}/payments`, { amount: 4000, date: TODAY, method: 'bank_transfer' });
    expect(paid.status).toBe(201);
    const after = await dashboard();
    expect(after.paidThisMonth).toEqual({ amount: before.paidThisMonth.amount + 4000, count: before.paidThisMonth.count + 1 });
    expect(after.outstanding.amount).toBe(before.outstanding.amount - 4000);
    const chartAfter = dashboardChartSchema.parse((await owner.as(t.request().get('/api/dashboard/chart'))).body);
    expect(chartAfter.months.at(-1)?.paid).toBe((chartBefore.months.at(-1)?.paid ?? 0) + 4000);

    const payment = (paid.body.payments as { id: string }[]).at(-1);
    expect((await owner.as(t.request().delete(`/api/invoices/${invoice.id}/payments/${payment?.id}`))).status).toBe(200);
    expect(await dashboard()).toMatchObject({ paidThisMonth: before.paidThisMonth, outstanding: before.outstanding });
  });

  it('changes when an estimate is sent and accepted', async () => {
    const before = await dashboard();
    const sent = await sendEstimate(t, owner, (await addEstimate(t, owner, clientId, { lines: line(6000), deposit: null })).id);
    expect((await dashboard()).estimates.sent.count).toBe(before.estimates.sent.count + 1);
    expect((await t.request().post(`${publicApiPath(sent.publicUrl)}/accept`).send(acceptance(sent.revision))).status).toBe(200);
    const after = await dashboard();
    expect(after.estimates.accepted).toEqual({ amount: before.estimates.accepted.amount + 6000, count: before.estimates.accepted.count + 1 });
    expect(after.openJobs).toEqual({ count: before.openJobs.count + 1, contractValue: before.openJobs.contractValue + 6000 });
  });

  it('changes when a change order is approved and when it is invoiced', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId, { lines: line(8000), deposit: null });
    const before = await dashboard();
    const changeOrder = await addSentChangeOrder(t, owner, estimate.id, { lines: line(1500) });
    await approveChangeOrder(t, changeOrder.publicUrl);
    expect((await dashboard()).uninvoicedChangeOrders).toEqual({ amount: before.uninvoicedChangeOrders.amount + 1500, count: before.uninvoicedChangeOrders.count + 1 });
    expect((await post(`/api/change-orders/${changeOrder.id}/invoice`)).status).toBe(201);
    expect((await dashboard()).uninvoicedChangeOrders).toEqual(before.uninvoicedChangeOrders);
  });

  it('changes when a client owed money is renamed', async () => {
    const client = (await owner.as(t.request().get(`/api/clients/${clientId}`))).body;
    const renamed = await owner.as(t.request().put(`/api/clients/${clientId}`)).send({ ...client, name: 'Alder Homes & Sons' });
    expect(renamed.status).toBe(200);
    const names = (await dashboard()).aging.flatMap((bucket) => bucket.clients.map((owed) => owed.name));
    expect(names).toContain('Alder Homes & Sons');
    expect(names).not.toContain('Alder Homes');
  });

  it('changes when a write bypasses the services (any path advances the revision)', async () => {
    const before = await dashboard();
    await t.db.orm.em.fork().execute(`update invoice set due_date = ? where account_id = ? and status = 'sent'`, [addDays(TODAY, -200), await accountIdOf(t, owner)]);
    expect((await dashboard()).aging.find((bucket) => bucket.bucket === '90+')?.count).toBeGreaterThan(before.aging.find((bucket) => bucket.bucket === '90+')?.count ?? 0);
  });

  it('stays as it is when another account writes', async () => {
    const stored = await storedAnswers(owner);
    const theirClient = await addClient(t, other, { name: 'Other Co' });
    const created = await other.as(t.request().post('/api/invoices')).send({ ...invoiceBody(1000, TODAY), clientId: theirClient });
    await other.as(t.request().post(`/api/invoices/${created.body.id}/send`));
    expect((await dashboard(other)).outstanding).toEqual({ amount: 1000, count: 1 });
    await dashboard();
    expect(await storedAnswers(owner)).toEqual(stored);
  });

  it("changes with the account's currency", async () => {
    const settings = (await owner.as(t.request().get('/api/account/settings'))).body;
    const { id: _id, updatedAt: _updatedAt, ...editable } = settings;
    const changed = await owner.as(t.request().put('/api/account/settings')).send({ ...editable, currency: 'EUR' });
    expect(changed.status).toBe(200);
    const after = await dashboard();
    expect(after.currency).toBe('EUR');
  });

  it('changes when the day changes, with no write', async () => {
    const before = await dashboard();
    clock.set(`${addDays(before.thisMonth.to, 1)}T00:00:01.000Z`);
    const after = await dashboard();
    expect(after.today).toBe(addDays(before.thisMonth.to, 1));
    expect(after.lastMonth).toEqual(before.thisMonth);
    expect((await storedAnswers(owner)).filter((row) => row.kind === 'figures.v2').map((row) => row.today)).toEqual([after.today]);
  });
});
