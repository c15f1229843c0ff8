import { randomUUID } from 'node:crypto';
import { creditNoteListSchema, creditNoteSchema, invoiceSchema, payNowAnswerSchema, publicCreditNoteSchema, searchResponseSchema, type CreditNote } from '@ledgerline/contracts';
import { ACROSS_ACCOUNTS } from '../src/db/account-scope.ts';
import { InvoiceRefund } from '../src/modules/payments/invoice-refund.entity.ts';
import { addInvoice, SETUP_TIMEOUT_MS, signUp, type Member } from './support/business.ts';
import { businessTakingCards, sentInvoice as sentOnlineInvoice, testCard } from './support/pay-now.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  const business = await businessTakingCards(t, 100);
  owner = business.owner;
  clientId = business.clientId;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const invoiceOf = async (id: string) => invoiceSchema.parse((await owner.as(t.request().get(`/api/invoices/${id}`))).body);

/** A sent invoice of the two lines of invoiceBody: 10 h of framing at $45 taxed 8.875 %, and $1,200 of lumber. */
async function sentInvoice() {
  const invoice = await addInvoice(t, owner, clientId);
  await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send();
  return invoiceOf(invoice.id);
}

const credit = (body: Record<string, unknown>) => owner.as(t.request().post('/api/credit-notes')).send({ issueDate: '2026-11-20', reason: 'Lumber returned unused', ...body });

async function issued(body: Record<string, unknown>): Promise<CreditNote> {
  const response = await credit(body);
  expect(response.status).toBe(201);
  return creditNoteSchema.parse(response.body);
}

describe('a credit note of an unpaid invoice', () => {
  it('takes the chosen lines off the balance, in its own series, and prints the invoice it corrects', async () => {
    const invoice = await sentInvoice();
    const lumber = invoice.lines[1]!;
    const note = await issued({ invoiceId: invoice.id, lines: [{ invoiceLineId: lumber.id, quantity: '0.5' }] });
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN-\d{4}$/),
      status: 'issued',
      invoice: { id: invoice.id, number: invoice.number, issueDate: invoice.issueDate },
      totals: { total: 60000 },
      settlement: { appliedToBalance: 60000, refundedOnline: 0, refundedByHand: 0, keptAsCredit: 0 },
    });
    expect(note.lines).toEqual([expect.objectContaining({ description: 'Lumber', quantity: '0.5', unitPrice: 120000, total: 60000 })]);

    const after = await invoiceOf(invoice.id);
    expect(after).toMatchObject({ status: 'sent', amountCredited: 60000, balance: invoice.total - 60000 });
    expect(after.creditNotes).toEqual([{ id: note.id, number: note.number, issueDate: '2026-11-20', total: 60000 }]);
    expect(after.activity.map((event) => event.summary)).toContain(`Credit note ${note.number} took back $600.00: $600.00 off the balance`);

    // The client reads it through its link, with the invoice's number and date; its PDF is the same document.
    const sent = creditNoteSchema.parse((await owner.as(t.request().post(`/api/credit-notes/${note.id}/send`)).send()).body);
    expect(sent.status).toBe('sent');
    const token = new URL(sent.publicUrl!).pathname.split('/').pop();
    const seen = await t.request().get(`/api/public/credit-notes/${token}`);
    expect(seen.status).toBe(200);
    expect(publicCreditNoteSchema.parse(seen.body)).toMatchObject({ number: note.number, invoiceNumber: invoice.number, invoiceIssueDate: invoice.issueDate, reason: 'Lumber returned unused' });
    const pdf = await t.request().get(`/api/public/credit-notes/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`Credit-Note-${note.number}`);
  });

  it('refuses a line past what is left of it, naming the line; the rest of the invoice then voids it; nothing is left after', async () => {
    const invoice = await sentInvoice();
    const lumber = invoice.lines[1]!;
    await issued({ invoiceId: invoice.id, lines: [{ invoiceLineId: lumber.id, quantity: '0.75' }] });
    const tooMuch = await credit({ invoiceId: invoice.id, lines: [{ invoiceLineId: lumber.id, quantity: '0.5' }] });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.fields['lines.0.quantity']).toEqual(['“Lumber” has 0.25 left to credit, less than the 0.5 asked.']);

    const rest = await issued({ invoiceId: invoice.id, lines: null });
    expect(rest.lines.map((line) => [line.description, line.quantity])).toEqual([['Framing labour', '10'], ['Lumber', '0.25']]);
    expect(rest.totals.total).toBe(invoice.total - 90000);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'void', balance: 0, amountCredited: invoice.total });

    const nothing = await credit({ invoiceId: invoice.id });
    expect(nothing.status).toBe(409);
  });

  it('is refused on a draft, before the invoice date, and cannot be edited or deleted', async () => {
    const draft = await addInvoice(t, owner, clientId);
    expect((await credit({ invoiceId: draft.id })).body.message).toBe(`Invoice ${draft.number} is a draft: edit or delete it instead. Credit notes correct issued invoices.`);
    const invoice = await sentInvoice();
    expect((await credit({ invoiceId: invoice.id, issueDate: '2026-10-01' })).status).toBe(422);
    const note = await issued({ invoiceId: invoice.id });
    const edit = await owner.as(t.request().put(`/api/credit-notes/${note.id}`)).send({ reason: 'changed' });
    expect(edit.status).toBe(409);
    expect((await owner.as(t.request().delete(`/api/credit-notes/${note.id}`))).status).toBe(409);
  });

  it('is another account\u2019s 404, and the list and search find it by number', async () => {
    const invoice = await sentInvoice();
    const note = await issued({ invoiceId: invoice.id });
    const stranger = await signUp(t);
    expect((await stranger.as(t.request().get(`/api/credit-notes/${note.id}`))).status).toBe(404);
    expect((await stranger.as(t.request().post('/api/credit-notes')).send({ invoiceId: invoice.id, issueDate: '2026-11-20', reason: 'x' })).status).toBe(404);

    const listed = creditNoteListSchema.parse((await owner.as(t.request().get(`/api/credit-notes?invoiceId=${invoice.id}`))).body);
    expect(listed.items.map((item) => item.id)).toEqual([note.id]);
    const found = searchResponseSchema.parse((await owner.as(t.request().get(`/api/search?q=${note.number}`))).body);
    expect(found.results.map((result) => result.id)).toContain(note.id);
  });
});

describe('a credit note of money already paid', () => {
  async function paidByHand() {
    const invoice = await sentInvoice();
    await owner.as(t.request().post(`/api/invoices/${invoice.id}/payments`)).send({ amount: invoice.total, date: '2026-11-10', method: 'bank_transfer' });
    return invoiceOf(invoice.id);
  }

  it('refunds by hand what was paid by hand; the invoice stays paid for what it still bills', async () => {
    const invoice = await paidByHand();
    const note = await issued({ invoiceId: invoice.id, lines: [{ invoiceLineId: invoice.lines[1]!.id, quantity: '1' }], remainder: 'refund' });
    expect(note.settlement).toEqual({ appliedToBalance: 0, refundedOnline: 0, refundedByHand: 120000, keptAsCredit: 0 });
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', balance: 0, amountPaid: invoice.total, amountCredited: 120000 });
  });

  it('kept as credit, pays the client\u2019s next invoice when it is issued, and comes back if that payment is deleted', async () => {
    const invoice = await paidByHand();
    const note = await issued({ invoiceId: invoice.id, lines: [{ invoiceLineId: invoice.lines[1]!.id, quantity: '1' }], remainder: 'client_credit' });
    expect(note.settlement.keptAsCredit).toBe(120000);

    const client = async () => (await owner.as(t.request().get(`/api/clients/${clientId}`))).body.balance;
    expect((await client()).credit).toBe(120000);
    const next = await sentInvoice();
    expect(next).toMatchObject({ status: 'partial', amountPaid: 120000, balance: next.total - 120000 });
    expect((await client()).credit).toBe(0);
    expect(next.payments).toEqual([expect.objectContaining({ method: 'client_credit', amount: 120000, reference: note.number })]);

    await owner.as(t.request().delete(`/api/invoices/${next.id}/payments/${next.payments[0]!.id}`));
    const third = await sentInvoice();
    expect(third.payments.map((payment) => [payment.method, payment.amount])).toEqual([['client_credit', 120000]]);
  });
});

describe('voiding an invoice paid online', () => {
  it('is a credit note for all of it whose paid part goes back through the payment provider, to the cent', async () => {
    const business = { owner, clientId };
    const online = await sentOnlineInvoice(t, business);
    const started = payNowAnswerSchema.parse((await t.request().post(`${online.path}/payments`).set('Idempotency-Key', randomUUID()).send({ amount: online.total })).body);
    await t.request().post(`/api/test-payments/payments/${started.paymentId}/confirm`).send({ clientSecret: started.clientSecret, card: testCard('4242424242424242') });
    expect(await invoiceOf(online.id)).toMatchObject({ status: 'paid' });

    const voided = await owner.as(t.request().post(`/api/invoices/${online.id}/void`)).send({ reason: 'Job cancelled', remainder: 'refund' });
    expect(voided.status).toBe(200);
    expect(invoiceSchema.parse(voided.body)).toMatchObject({ status: 'void', balance: 0, amountCredited: online.total });
    const [note] = creditNoteListSchema.parse((await owner.as(t.request().get(`/api/credit-notes?invoiceId=${online.id}`))).body).items;
    const full = creditNoteSchema.parse((await owner.as(t.request().get(`/api/credit-notes/${note!.id}`))).body);
    expect(full).toMatchObject({ reason: 'Job cancelled', settlement: { appliedToBalance: 0, refundedOnline: online.total, refundedByHand: 0, keptAsCredit: 0 } });

    const refunds = await t.db.orm.em.fork().find(InvoiceRefund, { invoice: online.id }, ACROSS_ACCOUNTS);
    expect(refunds.map((refund) => [refund.status, refund.reason, refund.amount])).toEqual([['succeeded', 'credit_note', online.total]]);
    const [provider] = await t.db.orm.em
      .fork()
      .getConnection()
      .execute<{ data: { amount: number; refunded: number } }[]>(`select "data" from "test_provider_object" where "type" = 'payment' and "data"->'metadata'->>'invoiceId' = ?`, [online.id]);
    expect(provider!.data).toMatchObject({ amount: online.total, refunded: online.total });
  });

  it('a sent invoice that was never paid is credited in full and void, with nothing refunded', async () => {
    const invoice = await sentInvoice();
    const voided = invoiceSchema.parse((await owner.as(t.request().post(`/api/invoices/${invoice.id}/void`)).send()).body);
    expect(voided).toMatchObject({ status: 'void', amountCredited: invoice.total, balance: 0 });
    expect(voided.creditNotes).toHaveLength(1);
  });
});

describe('an issued invoice', () => {
  it('says a credit note corrects it when an edit is refused', async () => {
    const invoice = await sentInvoice();
    const edit = await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send({ ...invoice, clientId, version: invoice.version, lines: invoice.lines.map(({ description, unitPrice, unit, taxes, discount }) => ({ description, quantity: '99', unitPrice, unit, taxes, discount })) });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain('make a credit note');
  });
});
