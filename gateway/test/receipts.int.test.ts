import { invoiceSchema, mailListSchema, mailMessageSchema, payNowAnswerSchema, type Invoice, type MailList, type MailMessage } from '@ledgerline/contracts';
import { pdfText } from '@ledgerline/documents/test-support/pdf-text.ts';
import { planRules } from '../src/modules/billing/plan-rules.ts';
import { documentPdfRenderer } from '../src/modules/document-pdf/render-document-pdf.ts';
import { signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { binary } from './support/client-copies.ts';
import { businessTakingCards, sentInvoice, testCard } from './support/pay-now.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let business: Awaited<ReturnType<typeof businessTakingCards>>;
beforeAll(async () => {
  sink = await startSmtpSink(() => null);
  t = await startTestApp({
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Ledgerline <billing@ledgerline.example>' },
    background: { renderPdf: documentPdfRenderer(planRules({ enabled: true })) },
  });
  business = await businessTakingCards(t, 100);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await sink.close();
});

const owner = () => business.owner;
const invoiceOf = async (id: string): Promise<Invoice> => invoiceSchema.parse((await owner().as(t.request().get(`/api/invoices/${id}`))).body);
const record = (id: string, amount: number, sendReceipt: boolean) =>
  owner().as(t.request().post(`/api/invoices/${id}/payments`)).send({ amount, date: '2026-11-20', method: 'check', reference: 'Check 1042', sendReceipt });
const receiptPdf = (member: Member, invoiceId: string, paymentId: string) => binary(member.as(t.request().get(`/api/invoices/${invoiceId}/payments/${paymentId}/receipt/pdf`)));

async function mailAbout(number: string): Promise<MailList['items']> {
  const list = mailListSchema.parse((await owner().as(t.request().get('/api/mail?pageSize=100'))).body).items;
  return list.filter((message) => message.subject.includes(number));
}

/** Waits for the worker to deliver a message (it polls every 0.5 s). */
async function delivered(id: string): Promise<MailMessage> {
  for (;;) {
    const message = mailMessageSchema.parse((await owner().as(t.request().get(`/api/mail/${id}`))).body);
    if (message.status === 'delivered' || message.status === 'failed') return message;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('receipts', () => {
  it('emails the client a receipt of a payment recorded on request, its PDF the same bytes as the download', async () => {
    const invoice = await sentInvoice(t, business);
    const { number } = await invoiceOf(invoice.id);
    const before = sink.received.length;
    expect((await record(invoice.id, 10000, true)).status).toBe(201);
    const paid = await invoiceOf(invoice.id);
    const [payment] = paid.payments;
    expect(payment!.receiptNumber).toBe(`${number}-1`);

    const [queued] = await mailAbout(`Receipt ${number}-1`);
    expect(queued).toMatchObject({ subject: `Receipt ${number}-1 for your payment to Northside Carpentry`, to: ['office@harbor.example'] });
    const message = await delivered(queued!.id);
    expect(message).toMatchObject({ status: 'delivered', attachments: [{ filename: `Receipt-${number}-1.pdf` }] });
    await sink.arrived(before + 1);
    const arrived = sink.received[before]!;
    expect(arrived.text).toContain(`Thank you for your payment of $100.00 on Nov 20, 2026 for invoice ${number}.`);
    const download = await receiptPdf(owner(), invoice.id, payment!.id);
    expect(download.status).toBe(200);
    expect(arrived.attachments[0]!.content.equals(download.body as Buffer)).toBe(true);

    const text = (await pdfText(new Uint8Array(download.body as Buffer))).replace(/\s+/g, ' ');
    for (const printed of ['Receipt', `${number}-1`, 'Paid Nov 20, 2026', 'Check 1042', `Payment of invoice ${number}`, 'Amount received $100.00', 'Harbor View Dental']) {
      expect(text).toContain(printed);
    }
    expect(text).toContain(`Balance due after this payment ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format((invoice.total - 10000) / 100)}`);
    expect(paid.activity.map((event) => event.summary)).toContain(`Receipt ${number}-1 emailed to office@harbor.example`);
  }, 60_000);

  it('sends none unless asked, and never gives a deleted payment\'s number to another', async () => {
    const invoice = await sentInvoice(t, business);
    const { number } = await invoiceOf(invoice.id);
    await record(invoice.id, 100, false);
    await record(invoice.id, 200, false);
    expect(await mailAbout(`Receipt ${number}`)).toEqual([]);
    const second = (await invoiceOf(invoice.id)).payments.find((payment) => payment.amount === 200)!;
    expect(second.receiptNumber).toBe(`${number}-2`);
    await owner().as(t.request().delete(`/api/invoices/${invoice.id}/payments/${second.id}`));
    await record(invoice.id, 300, false);
    expect((await invoiceOf(invoice.id)).payments.map((payment) => payment.receiptNumber)).toEqual([`${number}-1`, `${number}-3`]);
    expect((await receiptPdf(owner(), invoice.id, second.id)).status).toBe(404);
  });

  it('sends one at once for a payment the client made online', async () => {
    const invoice = await sentInvoice(t, business);
    const { number } = await invoiceOf(invoice.id);
    const started = await t.request().post(`${invoice.path}/payments`).set('Idempotency-Key', crypto.randomUUID()).send({ amount: invoice.total });
    const answer = payNowAnswerSchema.parse(started.body);
    await t.request().post(`/api/test-payments/payments/${answer.paymentId}/confirm`).send({ clientSecret: answer.clientSecret, card: testCard('4242424242424242') });
    const [queued] = await mailAbout(`Receipt ${number}-1`);
    expect(queued).toBeDefined();
    const paid = await invoiceOf(invoice.id);
    expect(paid.activity.find((event) => event.type === 'receipt_sent')).toMatchObject({ actor: null, summary: `Receipt ${number}-1 emailed to office@harbor.example` });
  });

  it('answers 404 for another account\'s receipt and for a payment of another invoice', async () => {
    const first = await sentInvoice(t, business);
    const other = await sentInvoice(t, business);
    await record(first.id, 100, false);
    const payment = (await invoiceOf(first.id)).payments[0]!;
    expect((await receiptPdf(await signUp(t), first.id, payment.id)).status).toBe(404);
    expect((await receiptPdf(owner(), other.id, payment.id)).status).toBe(404);
  });
});
