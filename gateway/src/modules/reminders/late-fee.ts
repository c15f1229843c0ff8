import type { SqlEntityManager } from '@mikro-orm/sql';
import { convertMinor, crossRate, formatMoney, lateFeeOn, type LateFee } from '@ledgerline/contracts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { appendInvoiceCharge } from '../invoices/invoice-charge.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';

/**
 * A reminder's late fee on an invoice, in minor units of the invoice's currency: a percentage of
 * what is still owed, or the fixed amount, which is set in the account's currency and converted at
 * the invoice's own recorded rate. Null when a fixed fee cannot be converted (no rate recorded).
 */
export function lateFeeFor(fee: LateFee, invoice: Pick<IInvoice, 'balance' | 'currency' | 'exchangeRate'>, accountCurrency: string): number | null {
  if (fee.type === 'percent' || invoice.currency === accountCurrency) return lateFeeOn(fee, invoice.balance);
  if (!invoice.exchangeRate) return null;
  // The recorded rate turns the invoice's currency into the account's; the fee goes the other way.
  return Number(convertMinor(fee.value, accountCurrency, invoice.currency, crossRate(invoice.exchangeRate, '1')));
}

/**
 * Adds a reminder's late fee to the (locked) invoice as a line, recomputing its totals, and records
 * it in the activity. Returns the fee added, or null when none was (nothing to charge, or no rate
 * to convert a fixed fee, which the activity then says).
 */
export async function chargeLateFee(
  tx: SqlEntityManager,
  actor: Actor,
  invoice: IInvoice,
  fee: LateFee,
  reminder: { name: string; accountCurrency: string },
): Promise<number | null> {
  const subject = { kind: 'invoice' as const, id: invoice.id };
  const amount = lateFeeFor(fee, invoice, reminder.accountCurrency);
  if (amount === null) {
    recordActivity(tx, actor, subject, 'late_fee_added', `No late fee added with ${reminder.name}: the invoice records no exchange rate to the account's currency`);
    return null;
  }
  if (amount <= 0) return null;
  await appendInvoiceCharge(tx, actor.accountId, invoice, { description: `Late fee: ${reminder.name}`, amount });
  recordActivity(tx, actor, subject, 'late_fee_added', `Late fee of ${formatMoney(amount, invoice.currency, 'en-US')} added with ${reminder.name}`);
  return amount;
}
