import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDocumentNumber, formatMoney, isInvoiceIssued, type CreditNoteInput, type DocumentLinkAction } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordActivity, type Actor, type Subject } from '../document-core/activity.ts';
import { lockCounter } from '../document-core/lock-order.ts';
import { lockCreditNote } from './lock-credit-note.ts';
import { lockInvoice } from '../invoices/lock-invoice.ts';
import { countNewDocument, nextNumber, type CounterKey } from '../document-core/numbering.ts';
import { changePublicLink, newPublicToken, type LinkState } from '../document-core/public-link.ts';
import { moveStatus } from '../document-core/status.ts';
import { billedLineFields, totalsFields } from '../document-core/totals.ts';
import { InvoiceLine } from '../invoices/invoice-line.entity.ts';
import { followPayments } from '../invoices/invoice-status.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';
import { queueInvoiceRefund } from '../payments/invoice-refunds.ts';
import { ClientCredit } from './client-credit.entity.ts';
import { CreditNoteLine } from './credit-note-line.entity.ts';
import { creditedLines } from './credit-note-lines.ts';
import { creditedQuantitiesOf } from './credited-quantities.ts';
import { CreditNote } from './credit-note.entity.ts';
import { settleCredit } from './credit-settlement.ts';
import { numberTaken, refusingDuplicates } from '../document-core/write-refusals.ts';

/** Credit notes have a series of their own, apart from the invoices they correct. */
export const CREDIT_NOTE_NUMBER_PATTERN = 'CN-{0000}';
export const creditNoteCounter = (accountId: string): CounterKey => ({ accountId, kind: 'credit_note' });

const subject = (id: string): Subject => ({ kind: 'credit_note', id });

function refuseUncreditable(invoice: IInvoice, issueDate: string): void {
  if (invoice.status === 'void') throw new HttpError(409, 'invoice_void', `Invoice ${invoice.number} is void: nothing on it is left to credit.`);
  if (!isInvoiceIssued(invoice.status)) {
    throw new HttpError(409, 'invoice_draft', `Invoice ${invoice.number} is a draft: edit or delete it instead. Credit notes correct issued invoices.`);
  }
  if (issueDate < invoice.issueDate) {
    const message = `A credit note cannot be dated before its invoice (${invoice.issueDate}).`;
    throw new HttpError(422, 'credit_before_invoice', message, { fields: { issueDate: [message] } });
  }
}

/**
 * Issues a credit note of an issued invoice: its lines are the invoice's, taken back whole or in
 * part (credit-note-lines.ts); its total comes off what is still owed first, and the rest (money
 * already paid) is refunded or kept as the client's credit (credit-settlement.ts). The invoice's
 * balance and status follow (credit notes for all of it void it), and both documents record it.
 * Locks the credit note series, then the invoice (lock-order.ts). Answers the new credit note's id;
 * refunds through the provider are asked after commit (settleInvoiceRefunds).
 */
export function createCreditNote(em: SqlEntityManager, actor: Actor, input: CreditNoteInput): Promise<string> {
  return withUniqueCreditNoteNumber(() =>
    transactional(em, async (tx) => {
      await lockCounter(tx, creditNoteCounter(actor.accountId));
      const invoice = await lockInvoice(tx, input.invoiceId);
      refuseUncreditable(invoice, input.issueDate);
      const invoiceLines = await tx.find(InvoiceLine, { invoice: invoice.id }, { orderBy: { position: 'asc' } });
      const credit = creditedLines(invoice, invoiceLines, await creditedQuantitiesOf(tx, invoice.id), input.lines);
      const creditable = invoice.total - invoice.amountCredited;
      const money = (amount: number) => formatMoney(amount, invoice.currency, 'en-US');
      if (credit.totals.total > creditable) {
        throw new HttpError(422, 'credit_too_large', `This credit note would take back ${money(credit.totals.total)}, more than the ${money(creditable)} of invoice ${invoice.number} not yet credited.`);
      }
      const { settlement, providerRefunds } = await settleCredit(tx, invoice, credit.totals.total, input.remainder);
      const counted = await countNewDocument(tx, creditNoteCounter(actor.accountId));
      const number = await nextNumber(tx, creditNoteCounter(actor.accountId), (value) => formatDocumentNumber(CREDIT_NOTE_NUMBER_PATTERN, value, input.issueDate), counted);
      const id = randomUUID();
      const creditNote = tx.create(CreditNote, {
        id,
        account: actor.accountId,
        client: invoice.client,
        number,
        status: 'issued',
        issueDate: input.issueDate,
        invoice,
        reason: input.reason,
        currency: invoice.currency,
        taxMode: invoice.taxMode,
        discount: credit.discount,
        lineLayout: credit.layout,
        exchangeRate: invoice.exchangeRate ?? null,
        exchangeRateSource: invoice.exchangeRateSource ?? null,
        exchangeRateDate: invoice.exchangeRateDate ?? null,
        template: null,
        ...totalsFields(credit.totals),
        remainder: input.remainder,
        ...settlement,
      });
      billedLineFields(credit.lines, credit.totals).forEach((fields, position) => {
        tx.create(CreditNoteLine, { account: actor.accountId, creditNote, invoiceLineId: credit.lines[position]!.invoiceLineId, ...fields });
      });
      if (settlement.keptAsCredit > 0) {
        tx.create(ClientCredit, { account: actor.accountId, client: invoice.client, creditNote, currency: invoice.currency, amount: settlement.keptAsCredit, remaining: settlement.keptAsCredit });
      }
      for (const refund of providerRefunds) {
        queueInvoiceRefund(tx, { accountId: actor.accountId, invoiceId: invoice.id, providerPaymentId: refund.providerPaymentId, amount: refund.amount, currency: invoice.currency, reason: 'credit_note' });
      }
      invoice.amountCredited += credit.totals.total;
      invoice.amountReturned += settlement.refundedOnline + settlement.refundedByHand + settlement.keptAsCredit;
      invoice.updatedAt = new Date();
      followPayments(invoice);
      const went = [
        settlement.appliedToBalance > 0 && `${money(settlement.appliedToBalance)} off the balance`,
        settlement.refundedOnline > 0 && `${money(settlement.refundedOnline)} refunded to the client's card`,
        settlement.refundedByHand > 0 && `${money(settlement.refundedByHand)} to refund to the client by hand`,
        settlement.keptAsCredit > 0 && `${money(settlement.keptAsCredit)} kept as the client's credit`,
      ].filter((part) => part !== false);
      recordActivity(tx, actor, { kind: 'invoice', id: invoice.id }, 'credited', `Credit note ${number} took back ${money(credit.totals.total)}: ${went.join(', ')}`);
      recordActivity(tx, actor, subject(id), 'created', `Issued credit note ${number} for invoice ${invoice.number}: ${input.reason}`);
      return id;
    }),
  );
}

/** Two credit notes given the same number at once (the counter's lock normally prevents it) answer 409 instead of a 500. */
const withUniqueCreditNoteNumber = <T>(work: () => Promise<T>): Promise<T> =>
  refusingDuplicates(work, { credit_note_account_number_unique: () => numberTaken('credit_note') });

/** A credit note is a record from the moment it is issued: a mistake in it is corrected by the invoice's next credit note. */
export function refuseCreditNoteChange(): never {
  throw new HttpError(409, 'credit_note_issued', 'A credit note is issued when it is made, so it cannot be edited or deleted. To take back more, make another credit note of the invoice.');
}

/** Marks the credit note sent and gives it a public link if it has none. */
export function sendCreditNote(em: SqlEntityManager, actor: Actor, id: string): Promise<void> {
  return transactional(em, async (tx) => {
    const creditNote = await lockCreditNote(tx, id);
    if (creditNote.status === 'issued') moveStatus('credit_note', creditNote, 'send');
    creditNote.sentAt = new Date();
    creditNote.publicToken ??= newPublicToken();
    creditNote.updatedAt = new Date();
    recordActivity(tx, actor, subject(id), 'sent', `Marked credit note ${creditNote.number} as sent`);
  });
}

export function changeCreditNoteLink(em: SqlEntityManager, actor: Actor, id: string, change: DocumentLinkAction): Promise<LinkState> {
  return transactional(em, async (tx) => changePublicLink(tx, actor, subject(id), await lockCreditNote(tx, id), change));
}
