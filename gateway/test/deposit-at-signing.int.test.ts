import { randomUUID } from 'node:crypto';
import { depositPaymentAnswerSchema, invoiceSchema, publicEstimateSchema, publicInvoiceSchema } from '@ledgerline/contracts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { acceptance, addEstimate, publicApiPath, sendEstimate } from './support/estimates.ts';
import { businessTakingCards, testCard } from './support/pay-now.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let business: Awaited<ReturnType<typeof businessTakingCards>>;
beforeAll(async () => {
  t = await startTestApp();
  business = await businessTakingCards(t, 10000);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const owner = () => business.owner;
const readEstimate = async (path: string) => publicEstimateSchema.parse((await t.request().get(path)).body);
const payDeposit = (path: string, key: string = randomUUID()) => t.request().post(`${path}/deposit-payments`).set('Idempotency-Key', key).send();
const payWith = (answer: { paymentId: string; clientSecret: string }) =>
  t.request().post(`/api/test-payments/payments/${answer.paymentId}/confirm`).send({ clientSecret: answer.clientSecret, card: testCard('4242424242424242') });
const estimateOf = async (id: string) => (await owner().as(t.request().get(`/api/estimates/${id}`))).body;

/** A sent estimate asking 30 % down (on 2,600.00 + 4,800.00 taxed at 8.25 %): its id and public API path, not yet accepted. */
async function sentEstimate(overrides: Record<string, unknown> = {}) {
  const created = await addEstimate(t, owner(), business.clientId, overrides);
  const sent = await sendEstimate(t, owner(), created.id);
  return { id: created.id as string, path: publicApiPath(sent.publicUrl), revision: sent.revision as number, total: sent.totals.total as number };
}

async function accept(estimate: { path: string; revision: number }) {
  const answer = await t.request().post(`${estimate.path}/accept`).send(acceptance(estimate.revision));
  expect(answer.status).toBe(200);
}

describe('paying the deposit at signing', () => {
  it('is offered once accepted; paying makes the deposit invoice, records the payment on it, and the final invoice nets it', async () => {
    const estimate = await sentEstimate();
    const deposit = Math.round(estimate.total * 0.3);
    expect((await readEstimate(estimate.path)).depositPayment).toBeUndefined();
    expect((await payDeposit(estimate.path)).status).toBe(409);

    await accept(estimate);
    expect((await readEstimate(estimate.path)).depositPayment).toEqual({ amount: deposit, owed: deposit, mode: 'test', invoice: null });

    const started = await payDeposit(estimate.path);
    expect(started.status).toBe(201);
    const answer = depositPaymentAnswerSchema.parse(started.body);
    expect(answer).toMatchObject({ amount: deposit, currency: 'USD', mode: 'test' });
    expect((await payWith(answer)).body).toEqual({ status: 'succeeded' });

    const invoicePath = `/api/public/invoices/${answer.invoiceToken}`;
    const paidInvoice = publicInvoiceSchema.parse((await t.request().get(invoicePath)).body);
    expect(paidInvoice).toMatchObject({ status: 'paid', balance: 0, totals: expect.objectContaining({ total: deposit }) });
    expect(paidInvoice.payments).toEqual([expect.objectContaining({ amount: deposit, method: 'card' })]);
    expect((await readEstimate(estimate.path)).depositPayment).toEqual({ amount: deposit, owed: 0, mode: 'test', invoice: { number: paidInvoice.number, token: answer.invoiceToken } });
    expect((await payDeposit(estimate.path)).body).toMatchObject({ code: 'deposit_paid' });

    const owned = await estimateOf(estimate.id);
    expect(owned.invoices).toEqual([expect.objectContaining({ number: paidInvoice.number, role: 'deposit', status: 'paid' })]);
    const final = invoiceSchema.parse((await owner().as(t.request().post(`/api/estimates/${estimate.id}/convert`)).send({ mode: 'final' })).body);
    expect(final.lines.filter((line) => line.description === `Less deposit ${paidInvoice.number}`).length).toBeGreaterThan(0);
    expect(final.total + deposit).toBe(estimate.total);
  });

  it('makes one deposit invoice and one payment from parallel clicks with one key, and one invoice from two tabs', async () => {
    const estimate = await sentEstimate();
    await accept(estimate);
    const key = randomUUID();
    const clicks = await Promise.all(Array.from({ length: 8 }, () => payDeposit(estimate.path, key)));
    expect(clicks.every((click) => click.status === 201 || click.status === 409)).toBe(true);
    const started = clicks.filter((click) => click.status === 201).map((click) => depositPaymentAnswerSchema.parse(click.body));
    expect(new Set(started.map((answer) => answer.paymentId)).size).toBe(1);
    const otherTab = depositPaymentAnswerSchema.parse((await payDeposit(estimate.path)).body);
    expect(otherTab.invoiceToken).toBe(started[0]?.invoiceToken);
    const invoices = (await estimateOf(estimate.id)).invoices;
    expect(invoices).toEqual([expect.objectContaining({ role: 'deposit', status: 'sent' })]);
  });

  it('takes the deposit the owner already invoiced, and is not offered when the business does not take cards', async () => {
    const estimate = await sentEstimate();
    await accept(estimate);
    const drafted = (await owner().as(t.request().post(`/api/estimates/${estimate.id}/convert`)).send({ mode: 'deposit', deposit: { type: 'amount', value: 50_000 } })).body;
    expect((await readEstimate(estimate.path)).depositPayment).toMatchObject({ amount: 50_000, owed: 50_000, invoice: null });
    const answer = depositPaymentAnswerSchema.parse((await payDeposit(estimate.path)).body);
    expect(answer.amount).toBe(50_000);
    expect((await owner().as(t.request().get(`/api/invoices/${drafted.id}`))).body).toMatchObject({ status: 'sent', balance: 50_000 });

    await owner().as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', acceptOnlinePayments: false });
    try {
      expect((await readEstimate(estimate.path)).depositPayment).toBeUndefined();
      expect((await payDeposit(estimate.path)).body).toMatchObject({ code: 'deposit_unavailable' });
    } finally {
      await owner().as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', acceptOnlinePayments: true, allowPartialPayments: true, minimumPartialPayment: 10000 });
    }
  });

  it('is not offered on an estimate that asks no deposit, and a bad link answers 404', async () => {
    const estimate = await sentEstimate({ deposit: null });
    await accept(estimate);
    expect((await readEstimate(estimate.path)).depositPayment).toBeUndefined();
    expect((await payDeposit(estimate.path)).status).toBe(409);
    expect((await payDeposit(`/api/public/estimates/${'a'.repeat(64)}`)).status).toBe(404);
  });
});
