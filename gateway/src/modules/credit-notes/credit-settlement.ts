import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CreditNoteRemainder, CreditNoteSettlement } from '@ledgerline/contracts';
import { Payment } from '../invoices/payment.entity.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';
import { InvoiceRefund } from '../payments/invoice-refund.entity.ts';

/** A refund of part of one online payment, to ask of the provider. */
export type ProviderRefund = { providerPaymentId: string; amount: number };

/**
 * What of each online payment of the invoice can still go back through the provider: its amount
 * less the refunds already decided from it (any reason, but a failed one), newest payment first.
 */
async function refundableOnline(tx: SqlEntityManager, invoiceId: string): Promise<ProviderRefund[]> {
  const payments = await tx.find(Payment, { invoice: invoiceId, method: 'card', reference: { $ne: '' } }, { orderBy: { createdAt: 'desc' } });
  const refunds = await tx.find(InvoiceRefund, { invoice: invoiceId, status: { $ne: 'failed' } });
  return payments.map((payment) => ({
    providerPaymentId: payment.reference,
    amount: payment.amount - refunds.filter((refund) => refund.providerPaymentId === payment.reference).reduce((sum, refund) => sum + refund.amount, 0),
  }));
}

/**
 * Where a credit of `total` on the invoice goes, under the invoice's lock: first off what the
 * client still owes; the rest (money already paid) back to the client, through the provider for
 * what was paid online and recorded as refunded by hand for the rest, or kept as the client's credit.
 */
export async function settleCredit(
  tx: SqlEntityManager,
  invoice: IInvoice,
  total: number,
  remainder: CreditNoteRemainder,
): Promise<{ settlement: CreditNoteSettlement; providerRefunds: ProviderRefund[] }> {
  const appliedToBalance = Math.min(total, Math.max(invoice.balance, 0));
  let rest = total - appliedToBalance;
  const settlement = { appliedToBalance, refundedOnline: 0, refundedByHand: 0, keptAsCredit: 0 };
  const providerRefunds: ProviderRefund[] = [];
  if (rest === 0) return { settlement, providerRefunds };
  if (remainder === 'client_credit') return { settlement: { ...settlement, keptAsCredit: rest }, providerRefunds };
  for (const payment of await refundableOnline(tx, invoice.id)) {
    const amount = Math.min(rest, payment.amount);
    if (amount <= 0) continue;
    providerRefunds.push({ providerPaymentId: payment.providerPaymentId, amount });
    settlement.refundedOnline += amount;
    rest -= amount;
  }
  settlement.refundedByHand = rest;
  return { settlement, providerRefunds };
}
