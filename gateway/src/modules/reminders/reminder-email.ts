import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDate, formatMoney } from '@ledgerline/contracts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import type { LateFeeInvoice } from './late-fee.ts';
import { outboxDocumentEmail } from '../mail/document-email.ts';
import { clientRecipients, loadDocumentFacts } from '../mail/document-facts.ts';

/** What a payment reminder says of its invoice. */
export type ReminderFacts = {
  clientName: string;
  businessName: string;
  number: string;
  dueDate: string;
  today: string;
  balance: number;
  currency: string;
  /** The late fee charged with this reminder, in the invoice's currency, and its own invoice; null when none. */
  lateFee: { amount: number; number: string; link: string } | null;
};

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-US');

/** The subject and plain-text message of a payment reminder (the email renderer escapes every character). */
export function reminderEmailWords(facts: ReminderFacts): { subject: string; message: string } {
  const due = formatDate(facts.dueDate, 'en-US');
  const when = facts.dueDate >= facts.today ? `is due on ${due}` : `was due on ${due} and is still unpaid`;
  const fee = facts.lateFee
    ? `A late fee of ${money(facts.lateFee.amount, facts.currency)} has been charged as invoice ${facts.lateFee.number}, due today. You can view and pay it here: ${facts.lateFee.link}`
    : null;
  return {
    subject: `Reminder: invoice ${facts.number} from ${facts.businessName}`,
    message: [
      `Hello ${facts.clientName},`,
      `This is a reminder that invoice ${facts.number} ${when}. The amount still owed is ${money(facts.balance, facts.currency)}.`,
      fee,
      'If you have already paid, thank you, and please ignore this message.',
      facts.businessName,
    ]
      .filter((paragraph) => paragraph !== null)
      .join('\n\n'),
  };
}

export type ReminderSending = {
  /** "Reminder 2 (7 days after the due date)". */
  name: string;
  lateFee: LateFeeInvoice | null;
  today: string;
  businessName: string;
  /** Where the invoice's public page is (payment-reminder-settings.entity.ts). */
  origin: string;
  from: string;
  /** The mark of the account's plan (billing/plan-rules.ts), or null. */
  watermark: string | null;
};

/**
 * Puts the reminder in the outbox to every address of the client, in the caller's transaction, and
 * records it in the activity. A client with no address gets no email; the activity says so.
 * Returns the message's id, or null.
 */
export async function queueReminderEmail(tx: SqlEntityManager, actor: Actor, invoice: IInvoice, sending: ReminderSending): Promise<string | null> {
  const subject = { kind: 'invoice' as const, id: invoice.id };
  const facts = await loadDocumentFacts(tx, 'invoice', invoice.id);
  const to = clientRecipients(facts.client).map(({ email }) => email);
  if (to.length === 0) {
    recordActivity(tx, actor, subject, 'reminder_sent', `${sending.name} not emailed: the client has no email address`);
    return null;
  }
  const words = reminderEmailWords({
    clientName: facts.client.name,
    businessName: sending.businessName,
    number: invoice.number,
    dueDate: invoice.dueDate,
    today: sending.today,
    balance: invoice.balance,
    currency: invoice.currency,
    lateFee: sending.lateFee && {
      amount: sending.lateFee.amount,
      number: sending.lateFee.invoice.number,
      link: publicDocumentUrl(sending.origin, 'invoice', sending.lateFee.invoice.publicToken) ?? sending.origin,
    },
  });
  const input = { to, cc: [], subject: words.subject, message: words.message, attachPdf: false };
  const messageId = await outboxDocumentEmail(tx, actor.accountId, facts, { sentBy: null, input, origin: sending.origin, from: sending.from, watermark: sending.watermark });
  recordActivity(tx, actor, subject, 'reminder_sent', `${sending.name} emailed to ${to.join(', ')}`);
  return messageId;
}
