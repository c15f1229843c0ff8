import type { SqlEntityManager } from '@mikro-orm/sql';
import type { PayNowOutcome } from '@ledgerline/contracts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { Payment } from '../invoices/payment.entity.ts';
import { InvoiceRefund } from './invoice-refund.entity.ts';

const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);

/**
 * What became of one provider payment of an invoice, as its client is told: the part recorded as the
 * invoice's payment and the part refunded. Neither yet means the provider's confirmation has not
 * been recorded (Stripe's event may come after the browser's answer).
 */
export async function payNowOutcome(em: SqlEntityManager, invoice: { id: string; accountId: string; currency: string }, providerPaymentId: string): Promise<PayNowOutcome> {
  scopeToAccount(em, invoice.accountId);
  const [payments, refunds] = await Promise.all([
    em.find(Payment, { invoice: invoice.id, reference: providerPaymentId, method: 'card' }, { fields: ['amount'] }),
    em.find(InvoiceRefund, { invoice: invoice.id, providerPaymentId }, { fields: ['amount'] }),
  ]);
  const applied = sum(payments);
  const refunded = sum(refunds);
  const outcome = refunded === 0 ? (applied === 0 ? 'pending' : 'recorded') : applied === 0 ? 'refunded' : 'partly_refunded';
  return { outcome, applied, refunded, currency: invoice.currency };
}
