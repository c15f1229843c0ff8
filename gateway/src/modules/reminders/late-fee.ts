import type { SqlEntityManager } from '@mikro-orm/sql';
import { convertMinor, crossRate, formatMoney, lateFeeOn, type LateFee } from '@ledgerline/contracts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';
import { Invoice, type IInvoice } from '../invoices/invoice.entity.ts';
import { createInvoice, sendInvoice } from '../invoices/invoices.service.ts';

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

/** The invoice a late fee was charged on: what the reminder email names and links to. */
export type LateFeeInvoice = { amount: number; invoice: IInvoice };

/**
 * Charges a reminder's late fee as an invoice of its own, issued at once and due the same day: the
 * overdue invoice stays as it was issued. It bills the same client in the same currency, at the
 * same recorded rate, and each invoice's activity names the other. The caller holds the invoice
 * counter, the client and the overdue invoice, in that order (lock-order.ts). Returns null when no
 * fee was charged (nothing to charge, or no rate to convert a fixed fee, which the activity then says).
 */
export async function chargeLateFee(
  tx: SqlEntityManager,
  actor: Actor,
  overdue: IInvoice,
  fee: LateFee,
  reminder: { name: string; accountCurrency: string; today: string },
): Promise<LateFeeInvoice | null> {
  const subject = { kind: 'invoice' as const, id: overdue.id };
  const amount = lateFeeFor(fee, overdue, reminder.accountCurrency);
  if (amount === null) {
    recordActivity(tx, actor, subject, 'late_fee_added', `No late fee charged with ${reminder.name}: the invoice records no exchange rate to the account's currency`);
    return null;
  }
  if (amount <= 0) return null;
  const line = { description: `Late fee on invoice ${overdue.number}: ${reminder.name}`, quantity: '1', unitPrice: amount, unit: '', taxes: [], discount: null, optional: false };
  const id = await createInvoice(
    tx,
    actor,
    {
      clientId: overdue.client.id,
      issueDate: reminder.today,
      dueDate: reminder.today,
      currency: overdue.currency,
      lines: [line],
      discount: null,
      notes: '',
      terms: overdue.terms,
      exchangeRate: typedRateOf(overdue),
    },
    { summary: `Created for the late fee on invoice ${overdue.number} (${reminder.name})`, taxMode: overdue.taxMode },
  );
  await sendInvoice(tx, actor, id, { summary: `Issued and emailed with ${reminder.name} of invoice ${overdue.number}` });
  const charged = await tx.findOneOrFail(Invoice, id);
  const money = formatMoney(amount, overdue.currency, 'en-US');
  recordActivity(tx, actor, subject, 'late_fee_added', `Late fee of ${money} charged as invoice ${charged.number} with ${reminder.name}`);
  return { amount, invoice: charged };
}
