import type { Response } from 'supertest';
import { addClient, addInvoice, invoiceBody, onBusinessPlan, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * Races between writes that touch the same rows. PGlite runs one transaction at a time, so there
 * these only prove the answers; on PostgreSQL the transactions really overlap and each round can
 * deadlock or hit a foreign key if the locks are taken in the wrong order.
 */
const ROUNDS = 25;
const RACE_TIMEOUT_MS = 120_000;

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await startTestApp();
  member = await signUp(t);
  // The races below create more documents than the Free plan allows in a month.
  await onBusinessPlan(t, member);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const post = (path: string, body: object = {}) => member.as(t.request().post(path)).send(body);
const del = (path: string) => member.as(t.request().delete(path));
const get = (path: string) => member.as(t.request().get(path));
const pay = (id: string, amount: number) => post(`/api/invoices/${id}/payments`, { amount, date: '2026-11-10', method: 'card' });
const describeAnswer = (response: Response) => `${response.status} ${response.body?.code ?? ''}`.trim();

async function rounds(run: () => Promise<void>): Promise<void> {
  for (let round = 0; round < ROUNDS; round += 1) await run();
}

describe('an invoice created while its client is deleted', () => {
  it('is created for the kept (archived) client, or refused with 404; never 500', async () => {
    await rounds(async () => {
      const clientId = await addClient(t, member);
      const [created, deleted] = await Promise.all([post('/api/invoices', invoiceBody(clientId)), del(`/api/clients/${clientId}`)]);
      expect(deleted.status).toBe(200);
      if (created.status === 201) {
        expect(deleted.body.outcome).toBe('archived');
        expect((await get(`/api/clients/${clientId}`)).body.archived).toBe(true);
      } else {
        expect(describeAnswer(created)).toBe('404 client_not_found');
        expect(deleted.body.outcome).toBe('deleted');
      }
    });
  }, RACE_TIMEOUT_MS);
});

describe('an invoice deleted while another is created for the same client', () => {
  it('creates the other, and deletes the one or keeps it to leave no gap; never 500', async () => {
    const clientId = await addClient(t, member);
    await rounds(async () => {
      const doomed = await addInvoice(t, member, clientId);
      const [deleted, created] = await Promise.all([del(`/api/invoices/${doomed.id}`), post('/api/invoices', invoiceBody(clientId))]);
      // The doomed draft goes only while it is the newest: a create that drew its number first makes it
      // an older draft, kept (409) so the series has no gap.
      expect([204, 409]).toContain(deleted.status);
      expect(created.status).toBe(201);
      expect((await get(`/api/invoices/${doomed.id}`)).status).toBe(deleted.status === 204 ? 404 : 200);
    });
  }, RACE_TIMEOUT_MS);
});

describe('creates, edits and deletes of one account at once', () => {
  it('numbers 50 concurrent creates without a gap while other invoices are edited and deleted, and keeps the count', async () => {
    const owner = await signUp(t);
    const clientId = await addClient(t, owner);
    const otherClientId = await addClient(t, owner);
    const made = await Promise.all(Array.from({ length: 10 }, () => addInvoice(t, owner, clientId)));
    const existing = made.sort((a, b) => a.number.localeCompare(b.number));
    const creates = Array.from({ length: 50 }, () => owner.as(t.request().post('/api/invoices')).send(invoiceBody(clientId)));
    // Only the newest draft may go (its number is given back), so the older ones answer 409; the
    // newest goes only if no create drew a number after it.
    const deletes = [...existing.slice(0, 4), existing.at(-1)].map((invoice) => owner.as(t.request().delete(`/api/invoices/${invoice?.id}`)));
    const edits = existing.slice(4, 9).map((invoice) =>
      owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send({ ...invoiceBody(otherClientId), version: invoice.version }),
    );
    const [created, deleted, edited] = await Promise.all([Promise.all(creates), Promise.all(deletes), Promise.all(edits)]);
    expect(created.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(deleted.slice(0, 4).map((r) => r.status)).toEqual(Array(4).fill(409));
    expect([204, 409]).toContain(deleted[4]?.status);
    expect(edited.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(created.map((r) => r.body.number)).size).toBe(50);
    const list = await owner.as(t.request().get('/api/invoices?pageSize=100'));
    const kept = deleted[4]?.status === 204 ? 59 : 60;
    expect(list.body.total).toBe(kept);
    const sequence = (list.body.items as { number: string }[]).map((invoice) => Number(invoice.number.slice(-4))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: kept }, (_, index) => index + 1));
  }, RACE_TIMEOUT_MS);
});

describe('payments racing each other and the invoice', () => {
  it('lets exactly one of two full-balance payments through; the other is a 422', async () => {
    const clientId = await addClient(t, member);
    await rounds(async () => {
      const invoice = await addInvoice(t, member, clientId);
      const answers = await Promise.all([pay(invoice.id, invoice.balance), pay(invoice.id, invoice.balance)]);
      expect(answers.map(describeAnswer).sort()).toEqual(['201', '422 overpayment']);
      const after = (await get(`/api/invoices/${invoice.id}`)).body;
      expect(after).toMatchObject({ amountPaid: invoice.balance, balance: 0 });
      expect(after.payments).toHaveLength(1);
    });
  }, RACE_TIMEOUT_MS);

  it('answers a payment racing a delete of its invoice with one winner and no 500', async () => {
    const clientId = await addClient(t, member);
    await rounds(async () => {
      const invoice = await addInvoice(t, member, clientId);
      const [paid, deleted] = await Promise.all([pay(invoice.id, 100), del(`/api/invoices/${invoice.id}`)]);
      const outcome = `${describeAnswer(paid)} / ${describeAnswer(deleted)}`;
      // Paid first: the delete refuses an invoice with payments. Deleted first: nothing to pay.
      expect(['201 / 409 has_payments', '404 not_found / 204']).toContain(outcome);
    });
  }, RACE_TIMEOUT_MS);

  it('answers a payment racing a void and a payment removal with no 500, and keeps the sums right', async () => {
    const clientId = await addClient(t, member);
    await rounds(async () => {
      const invoice = await addInvoice(t, member, clientId);
      const first = (await pay(invoice.id, 1000)).body;
      const [paid, removed, voided] = await Promise.all([
        pay(invoice.id, 500),
        del(`/api/invoices/${invoice.id}/payments/${first.payments[0].id}`),
        post(`/api/invoices/${invoice.id}/void`),
      ]);
      for (const answer of [paid, removed, voided]) expect(answer.status).toBeLessThan(500);
      const after = (await get(`/api/invoices/${invoice.id}`)).body;
      const sum = after.payments.reduce((total: number, payment: { amount: number }) => total + payment.amount, 0);
      expect(after.amountPaid).toBe(sum);
      // A void won: a credit note for all of it took it off the balance and the money paid went back.
      expect(after.balance).toBe(after.status === 'void' ? 0 : after.total - sum);
    });
  }, RACE_TIMEOUT_MS);
});
