import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDate, formatMoney, receiptNumberOf } from '@ledgerline/contracts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { outboxDocumentEmail } from '../mail/document-email.ts';
import { clientRecipients, loadDocumentFacts } from '../mail/document-facts.ts';
import { getSettings } from '../settings/settings.service.ts';
import type { IInvoice } from './invoice.entity.ts';
import type { IPayment } from './payment.entity.ts';

/** What a receipt email says of its payment. */
export type ReceiptFacts = {
  clientName: string;
  businessName: string;
  receiptNumber: string;
  invoiceNumber: string;
  amount: number;
  date: string;
  /** What is still owed on the invoice right after the payment. */
  balance: number;
  currency: string;
};

/** The subject and plain-text message of a receipt (the email renderer escapes every character). */
export function receiptEmailWords(facts: ReceiptFacts): { subject: string; message: string } {
  const money = (amount: number) => formatMoney(amount, facts.currency, 'en-US');
  const owed = facts.balance === 0 ? `Invoice ${facts.invoiceNumber} is now paid in full.` : `${money(facts.balance)} is still owed on invoice ${facts.invoiceNumber}.`;
  return {
    subject: `Receipt ${facts.receiptNumber} for your payment to ${facts.businessName}`,
    message: [
      `Hello ${facts.clientName},`,
      `Thank you for your payment of ${money(facts.amount)} on ${formatDate(facts.date, 'en-US')} for invoice ${facts.invoiceNumber}. ${owed}`,
      `Your receipt ${facts.receiptNumber} is attached.`,
      facts.businessName,
    ].join('\n\n'),
  };
}

/** Where the email's button and PDF point (the configured public address), who sends it, and the plan's mark. */
export type ReceiptSending = { origin: string; from: string; watermark: string | null };

/**
 * Puts the receipt of a payment just recorded on the invoice in the outbox, to every address of the
 * client, with the receipt's PDF (made at delivery), in the caller's transaction, and records it in
 * the activity. A client with no address gets no email; the activity says so. Returns the message's id, or null.
 */
export async function queueReceiptEmail(tx: SqlEntityManager, actor: Actor, invoice: IInvoice, payment: IPayment, sending: ReceiptSending): Promise<string | null> {
  const subject = { kind: 'invoice' as const, id: invoice.id };
  const receiptNumber = receiptNumberOf(invoice.number, payment.sequence);
  const facts = await loadDocumentFacts(tx, 'invoice', invoice.id);
  const to = clientRecipients(facts.client).map(({ email }) => email);
  if (to.length === 0) {
    recordActivity(tx, actor, subject, 'receipt_sent', `Receipt ${receiptNumber} not emailed: the client has no email address`);
    return null;
  }
  const { businessName } = await getSettings(tx, actor.accountId);
  const words = receiptEmailWords({
    clientName: facts.client.name,
    businessName,
    receiptNumber,
    invoiceNumber: invoice.number,
    amount: payment.amount,
    date: payment.date,
    balance: invoice.balance,
    currency: invoice.currency,
  });
  const input = { to, cc: [], subject: words.subject, message: words.message, attachPdf: true };
  const messageId = await outboxDocumentEmail(tx, actor.accountId, facts, { sentBy: actor.userId, input, ...sending, receiptPaymentId: payment.id });
  recordActivity(tx, actor, subject, 'receipt_sent', `Receipt ${receiptNumber} emailed to ${to.join(', ')}`);
  return messageId;
}
