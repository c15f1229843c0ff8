import { randomUUID } from 'node:crypto';
import { formatMoney, invoiceSchema, notificationSchema, payNowAnswerSchema, payNowOutcomeSchema, type PayNowAnswer } from '@ledgerline/contracts';
import { createLogger } from '../src/logger.ts';
import { InvoiceRefund } from '../src/modules/payments/invoice-refund.entity.ts';
import { settleInvoiceRefunds } from '../src/modules/payments/invoice-refunds.ts';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway.ts';
import { TestPaymentGateway } from '../src/modules/payments/test-mode/test-payment-gateway.ts';
import { ACROSS_ACCOUNTS } from '../src/db/account-scope.ts';
import { type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { businessTakingCards, sentInvoice as sentInvoiceOf, testCard } from './support/pay-now.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let business: Awaited<ReturnType<typeof businessTakingCards>>;
beforeAll(async () => {
  t = await startTestApp();
  business = await businessTakingCards(t, 100);
  owner = business.owner;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const sentInvoice = () => sentInvoiceOf(t, business);

/** One browser tab: its own Idempotency-Key, so a second tab starts a second payment at the provider. */
async function startInTab(path: string, amount: number): Promise<PayNowAnswer> {
  const started = await t.request().post(`${path}/payments`).set('Idempotency-Key', randomUUID()).send({ amount });
  expect(started.status).toBe(201);
  return payNowAnswerSchema.parse(started.body);
}

const confirm = (answer: PayNowAnswer) => t.request().post(`/api/test-payments/payments/${answer.paymentId}/confirm`).send({ clientSecret: answer.clientSecret, card: testCard('4242424242424242') });
const outcomeOf = async (path: string, answer: PayNowAnswer) => payNowOutcomeSchema.parse((await t.request().get(`${path}/payments/${answer.paymentId}`)).body);
const invoiceOf = async (id: string) => invoiceSchema.parse((await owner.as(t.request().get(`/api/invoices/${id}`))).body);

/** The provider's own record of the invoice's payments: what it collected and what it gave back. */
async function providerRecord(invoiceId: string): Promise<{ collected: number; refunded: number }> {
  const rows = await t.db.orm.em
    .fork()
    .getConnection()
    .execute<{ data: { amount: number; status: string; refunded: number } }[]>(`select "data" from "test_provider_object" where "type" = 'payment' and "data"->'metadata'->>'invoiceId' = ?`, [invoiceId]);
  const succeeded = rows.map((row) => row.data).filter((data) => data.status === 'succeeded');
  return { collected: succeeded.reduce((sum, data) => sum + data.amount, 0), refunded: succeeded.reduce((sum, data) => sum + data.refunded, 0) };
}

describe('two payments of one balance', () => {
  it('two tabs both pay the whole balance: one is recorded, the other refunded, and the provider agrees to the cent', async () => {
    const invoice = await sentInvoice();
    const tabs = [await startInTab(invoice.path, invoice.total), await startInTab(invoice.path, invoice.total)];
    const confirmed = await Promise.all(tabs.map(confirm));
    expect(confirmed.map((answer) => answer.body)).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);

    const paid = await invoiceOf(invoice.id);
    expect(paid).toMatchObject({ status: 'paid', balance: 0, amountPaid: invoice.total });
    expect(paid.payments).toHaveLength(1);
    const outcomes = await Promise.all(tabs.map((tab) => outcomeOf(invoice.path, tab)));
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['recorded', 'refunded']);
    expect(outcomes.find((outcome) => outcome.outcome === 'refunded')).toEqual({ outcome: 'refunded', applied: 0, refunded: invoice.total, currency: 'USD' });

    // Every cent the provider kept is a payment the app recorded.
    expect(await providerRecord(invoice.id)).toEqual({ collected: 2 * invoice.total, refunded: invoice.total });
    const refunds = await t.db.orm.em.fork().find(InvoiceRefund, { invoice: invoice.id }, ACROSS_ACCOUNTS);
    expect(refunds.map((refund) => [refund.status, refund.reason, refund.amount])).toEqual([['succeeded', 'overpaid', invoice.total]]);

    // The owner sees it in the invoice's activity and among the notifications.
    expect(paid.activity.map((event) => event.summary)).toContain(`Refunded ${formatMoney(invoice.total, 'USD', 'en-US')} of an online payment made beyond the balance still owed`);
    const notifications = (await owner.as(t.request().get('/api/notifications'))).body;
    const titles = (Array.isArray(notifications) ? notifications : (notifications.items as unknown[])).map((n: unknown) => notificationSchema.parse(n).title);
    expect(titles).toContain(`Invoice ${paid.number}: ${formatMoney(invoice.total, 'USD', 'en-US')} refunded to the client`);
  });

  it('part payments made at once that add up past the balance: the excess alone is refunded', async () => {
    const invoice = await sentInvoice();
    const part = Math.ceil(invoice.total * 0.6);
    const tabs = [await startInTab(invoice.path, part), await startInTab(invoice.path, part)];
    await Promise.all(tabs.map(confirm));

    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', balance: 0, amountPaid: invoice.total });
    const outcomes = await Promise.all(tabs.map((tab) => outcomeOf(invoice.path, tab)));
    expect(outcomes).toContainEqual({ outcome: 'recorded', applied: part, refunded: 0, currency: 'USD' });
    expect(outcomes).toContainEqual({ outcome: 'partly_refunded', applied: invoice.total - part, refunded: 2 * part - invoice.total, currency: 'USD' });
    const record = await providerRecord(invoice.id);
    expect(record.collected - record.refunded).toBe(invoice.total);
  });

  it('a payment that arrives after the invoice was voided is refunded whole', async () => {
    const invoice = await sentInvoice();
    const tab = await startInTab(invoice.path, invoice.total);
    expect((await owner.as(t.request().post(`/api/invoices/${invoice.id}/void`))).status).toBe(200);
    await confirm(tab);
    expect(await outcomeOf(invoice.path, tab)).toEqual({ outcome: 'refunded', applied: 0, refunded: invoice.total, currency: 'USD' });
    expect(await providerRecord(invoice.id)).toEqual({ collected: invoice.total, refunded: invoice.total });
  });

  it('a refund the provider does not take at once stays pending and is asked again, moving the money once', async () => {
    const invoice = await sentInvoice();
    const tab = await startInTab(invoice.path, invoice.total);
    await confirm(tab);
    // A refund of part of that payment, decided while the provider cannot be reached.
    const em = t.db.orm.em.fork();
    await em.getConnection().execute(
      `insert into "invoice_refund" ("id", "account_id", "invoice_id", "provider_payment_id", "amount", "currency", "reason", "status", "created_at") select ?, "account_id", "id", ?, 100, 'USD', 'overpaid', 'pending', now() from "invoice" where "id" = ?`,
      [randomUUID(), tab.paymentId, invoice.id],
    );
    const logger = createLogger('silent');
    const down = { refund: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as PaymentGateway;
    await settleInvoiceRefunds({ orm: t.db.orm, gateway: () => down, logger });
    const refundOf = () => em.fork().findOneOrFail(InvoiceRefund, { providerPaymentId: tab.paymentId }, ACROSS_ACCOUNTS);
    expect(await refundOf()).toMatchObject({ status: 'pending', failure: 'connect ECONNREFUSED' });

    // The provider is back: the next run (the scheduled job's) refunds it, and a run after that asks nothing more.
    const provider = new TestPaymentGateway({ orm: t.db.orm, fingerprintKey: 'test', webhookSecret: 'test', deliver: async () => {} });
    await settleInvoiceRefunds({ orm: t.db.orm, gateway: () => provider, logger });
    await settleInvoiceRefunds({ orm: t.db.orm, gateway: () => provider, logger });
    expect(await refundOf()).toMatchObject({ status: 'succeeded' });
    expect(await providerRecord(invoice.id)).toEqual({ collected: invoice.total, refunded: 100 });
  });
});
