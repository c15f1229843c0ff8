import type { SqlEntityManager } from '@mikro-orm/sql';
import type { IInvoice } from './invoice.entity.ts';
import { Payment, type IPayment } from './payment.entity.ts';

type PaymentFields = Pick<IPayment, 'amount' | 'date' | 'method' | 'reference'> & { clientCredit?: string | null };

/**
 * Writes a payment of the invoice with the next place in its sequence; the caller holds the invoice's
 * lock (lock-invoice.ts), so two payments at once never share a receipt number.
 */
export function recordPaymentRow(tx: SqlEntityManager, invoice: IInvoice, fields: PaymentFields): IPayment {
  invoice.paymentsRecorded += 1;
  return tx.create(Payment, { ...fields, account: invoice.account, invoice, sequence: invoice.paymentsRecorded });
}
