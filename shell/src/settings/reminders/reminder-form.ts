import {
  DecimalFormatError,
  minorToDecimalText,
  parseMoney,
  paymentRemindersSchema,
  type LateFee,
  type PaymentReminder,
  type PaymentReminders,
} from '@ledgerline/contracts';
import { zodFieldErrors, type FieldErrors } from '@ledgerline/forms';

/** One reminder as the card edits it: "3 days" "before" rather than -3, the fee as typed. */
export type ReminderRow = {
  enabled: boolean;
  when: 'before' | 'on' | 'after';
  days: number | null;
  fee: 'none' | LateFee['type'];
  feeValue: string;
};
export type ReminderFormValues = { reminders: ReminderRow[] };

/** What a new reminder starts as: a week after the due date, no fee. */
export const NEW_REMINDER: ReminderRow = { enabled: true, when: 'after', days: 7, fee: 'none', feeValue: '' };

function toRow(reminder: PaymentReminder, currency: string): ReminderRow {
  const when = reminder.offsetDays === 0 ? 'on' : reminder.offsetDays < 0 ? 'before' : 'after';
  const fee = reminder.lateFee;
  const feeValue = !fee ? '' : fee.type === 'amount' ? minorToDecimalText(fee.value, currency) : fee.value;
  return { enabled: reminder.enabled, when, days: Math.abs(reminder.offsetDays), fee: fee?.type ?? 'none', feeValue };
}

export function toFormValues(saved: PaymentReminders, currency: string): ReminderFormValues {
  return { reminders: saved.reminders.map((reminder) => toRow(reminder, currency)) };
}

const SIGN = { before: -1, on: 0, after: 1 } as const;
const FEE_AMOUNT_TEXT = 'Enter the fee as an amount such as 25.00.';

/** A field of the API body, as the card's field that shows its error. */
function fieldOf(path: readonly PropertyKey[]): FieldErrors['name'] {
  const [, index, field] = path;
  if (typeof index !== 'number') return ['reminders'];
  return ['reminders', index, field === 'lateFee' ? 'feeValue' : 'days'];
}

/** Errors of the API's fields (from the schema or the server), moved onto the card's fields. */
export function rowFieldErrors(errors: FieldErrors[]): FieldErrors[] {
  return errors.map(({ name, errors: messages }) => ({ name: fieldOf(name), errors: messages }));
}

/** The API body of what the card holds, checked with the server's own schema, or the errors to show on the fields. */
export function toRequestBody(values: ReminderFormValues, currency: string): { body: PaymentReminders } | { errors: FieldErrors[] } {
  const errors: FieldErrors[] = [];
  const reminders = (values.reminders ?? []).map((row, index) => {
    let lateFee: LateFee | null = null;
    if (row.fee === 'percent') lateFee = { type: 'percent', value: row.feeValue.trim() };
    if (row.fee === 'amount') {
      try {
        lateFee = { type: 'amount', value: parseMoney(row.feeValue.trim(), currency) };
      } catch (error) {
        if (!(error instanceof DecimalFormatError)) throw error;
        errors.push({ name: ['reminders', index, 'feeValue'], errors: [FEE_AMOUNT_TEXT] });
      }
    }
    return { enabled: row.enabled, offsetDays: SIGN[row.when] * (row.when === 'on' ? 0 : (row.days ?? Number.NaN)), lateFee };
  });
  if (errors.length > 0) return { errors };
  const parsed = paymentRemindersSchema.safeParse({ reminders });
  if (!parsed.success) {
    return { errors: rowFieldErrors(zodFieldErrors(parsed.error)) };
  }
  return { body: parsed.data };
}
