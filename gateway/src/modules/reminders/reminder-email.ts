import { formatDate, formatMoney } from '@ledgerline/contracts';

/** What a payment reminder says of its invoice. */
export type ReminderFacts = {
  clientName: string;
  businessName: string;
  number: string;
  dueDate: string;
  today: string;
  balance: number;
  currency: string;
  /** The late fee added with this reminder, in the invoice's currency; null when none. */
  lateFee: number | null;
};

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-US');

/** The subject and plain-text message of a payment reminder (the email renderer escapes every character). */
export function reminderEmailWords(facts: ReminderFacts): { subject: string; message: string } {
  const due = formatDate(facts.dueDate, 'en-US');
  const when = facts.dueDate >= facts.today ? `is due on ${due}` : `was due on ${due} and is still unpaid`;
  const fee = facts.lateFee ? ` A late fee of ${money(facts.lateFee, facts.currency)} has been added.` : '';
  return {
    subject: `Reminder: invoice ${facts.number} from ${facts.businessName}`,
    message: [
      `Hello ${facts.clientName},`,
      `This is a reminder that invoice ${facts.number} ${when}.${fee} The amount still owed is ${money(facts.balance, facts.currency)}.`,
      'If you have already paid, thank you, and please ignore this message.',
      facts.businessName,
    ].join('\n\n'),
  };
}
