import { convertMinor, crossRate, lateFeeOn, type LateFee } from '@ledgerline/contracts';
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
