import { z } from 'zod';
import { minorAmountSchema } from './money-input.ts';
import { DEPOSIT_PERCENT_SCALE, isDepositPercent } from '../money/deposit.ts';
import { parseScaled } from '../money/decimal.ts';
import { divideRoundHalfUp } from '../money/rounding.ts';
import { addDaysWithinRange } from '../documents/calendar-date.ts';

/** How many reminders an account may set (issue 10, Sending). */
export const MAX_PAYMENT_REMINDERS = 3;
/** A reminder is at most this many days before or after the due date. */
export const MAX_REMINDER_OFFSET_DAYS = 365;

const OFFSET = `Choose a whole number of days from ${MAX_REMINDER_OFFSET_DAYS} before to ${MAX_REMINDER_OFFSET_DAYS} after the due date.`;
const FEE_AMOUNT = 'A late fee amount must be more than zero.';
const FEE_PERCENT = 'A late fee percentage must be more than 0 and at most 100, with at most 2 decimals.';

/**
 * A late fee: a fixed amount in minor units of the account's currency, or a percentage ("1.5") of
 * what is still owed on the invoice when the reminder goes out.
 */
export const lateFeeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('amount'), value: minorAmountSchema.positive(FEE_AMOUNT) }),
  z.object({ type: z.literal('percent'), value: z.string(FEE_PERCENT).refine(isDepositPercent, FEE_PERCENT) }),
]);
export type LateFee = z.infer<typeof lateFeeSchema>;

/** One reminder: `offsetDays` before (negative), on (0) or after (positive) the due date. */
export const paymentReminderSchema = z.object({
  enabled: z.boolean().default(true),
  offsetDays: z.number(OFFSET).int(OFFSET).min(-MAX_REMINDER_OFFSET_DAYS, OFFSET).max(MAX_REMINDER_OFFSET_DAYS, OFFSET),
  lateFee: lateFeeSchema.nullable().default(null),
});
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

/** The account's payment reminders, in the order they were set; a reminder's place is its identity. */
export const paymentRemindersSchema = z
  .object({
    reminders: z.array(paymentReminderSchema).max(MAX_PAYMENT_REMINDERS, `Set at most ${MAX_PAYMENT_REMINDERS} reminders.`),
  })
  .superRefine(({ reminders }, context) => {
    const seen = new Set<number>();
    reminders.forEach((reminder, index) => {
      if (seen.has(reminder.offsetDays)) {
        context.addIssue({ code: 'custom', path: ['reminders', index, 'offsetDays'], message: 'Two reminders cannot fall on the same day.' });
      }
      seen.add(reminder.offsetDays);
      if (reminder.lateFee && reminder.offsetDays <= 0) {
        context.addIssue({ code: 'custom', path: ['reminders', index, 'lateFee'], message: 'A late fee can only come with a reminder after the due date.' });
      }
    });
  });
export type PaymentReminders = z.infer<typeof paymentRemindersSchema>;

/** "3 days before the due date", "on the due date", "1 day after the due date". */
export function describeReminderOffset(offsetDays: number): string {
  if (offsetDays === 0) return 'on the due date';
  const days = Math.abs(offsetDays);
  return `${days} ${days === 1 ? 'day' : 'days'} ${offsetDays < 0 ? 'before' : 'after'} the due date`;
}

const HUNDRED_PERCENT = 100n * 10n ** BigInt(DEPOSIT_PERCENT_SCALE);

/** A percentage fee on a balance in minor units, rounded half-up once; an amount fee is its amount. */
export function lateFeeOn(fee: LateFee, balance: number): number {
  if (fee.type === 'amount') return fee.value;
  return Number(divideRoundHalfUp(BigInt(balance) * parseScaled(fee.value, DEPOSIT_PERCENT_SCALE), HUNDRED_PERCENT));
}

/** What the reminder computation reads of an invoice. Dates are calendar dates in UTC. */
export type ReminderCandidate = {
  dueDate: string;
  /** The UTC calendar date it was (last) sent; no reminder falls before it. Null when not recorded. */
  sentOn: string | null;
  /** Places of the reminders already sent for it, whatever its due date was then. */
  sentIndexes: readonly number[];
};

/**
 * The one reminder (its place in `reminders`) an unpaid invoice should get today, or null. Of the
 * enabled reminders whose day (due date + offset, in UTC) has come and is not before the day the
 * invoice was sent, only the latest counts: after an outage, or when reminders are first set up
 * for old invoices, the client gets one reminder, not a pile of them at once; the earlier ones are
 * passed over. Each place is sent at most once, so an invoice whose due date moved later is not
 * reminded again for a place it was already reminded for.
 */
export function dueReminderIndex(reminders: readonly PaymentReminder[], invoice: ReminderCandidate, today: string): number | null {
  let latest: { index: number; day: string } | null = null;
  for (const [index, reminder] of reminders.entries()) {
    const day = addDaysWithinRange(invoice.dueDate, reminder.offsetDays);
    const inReach = reminder.enabled && day <= today && (invoice.sentOn === null || day >= invoice.sentOn);
    if (inReach && (latest === null || day > latest.day)) latest = { index, day };
  }
  if (latest === null || invoice.sentIndexes.includes(latest.index)) return null;
  return latest.index;
}
