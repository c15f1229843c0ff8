import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatMoney, type PaymentInput } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { notifyInvoicePaid } from '../notifications/invoice-notifications.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { lockInvoice } from './lock-invoice.ts';
import type { IInvoice } from './invoice.entity.ts';
import { followPayments } from './invoice-status.ts';
import { Payment } from './payment.entity.ts';
import { recordPaymentRow } from './payment-row.ts';
import { queueReceiptEmail, type ReceiptSending } from './receipt-email.ts';
import { giveBackClientCredit } from '../credit-notes/client-credits.ts';

function applyPaid(invoice: IInvoice, amountPaid: number): void {
  invoice.amountPaid = amountPaid;
  followPayments(invoice);
  invoice.updatedAt = new Date();
}

const money = (invoice: IInvoice, amount: number) => formatMoney(amount, invoice.currency, 'en-US');

/**
 * Records a payment and moves the status; the payment that settles the invoice notifies the account.
 * The invoice row is locked first, so two payments at once cannot both fit a balance that only one
 * of them fits. With `sendReceipt` (and how to send, `receipts`), the client's receipt goes to the
 * outbox in the same transaction; returns its message's id (for the caller to wake the mail worker
 * after the commit), else null.
 */
export function addPayment(em: SqlEntityManager, actor: Actor, invoiceId: string, input: PaymentInput, receipts?: ReceiptSending): Promise<string | null> {
  return transactional(em, async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice.status === 'void') throw new HttpError(422, 'invoice_void', 'A void invoice cannot take payments.');
    if (input.amount > invoice.balance) {
      const message = `The payment is more than the ${money(invoice, invoice.balance)} still owed.`;
      throw new HttpError(422, 'overpayment', message, { fields: { amount: [message] } });
    }
    const payment = recordPaymentRow(tx, invoice, { amount: input.amount, date: input.date, method: input.method, reference: input.reference });
    const wasPaid = invoice.status === 'paid';
    applyPaid(invoice, invoice.amountPaid + input.amount);
    recordActivity(tx, actor, { kind: 'invoice', id: invoiceId }, 'payment_recorded', `Recorded a payment of ${money(invoice, input.amount)}`);
    if (invoice.status === 'paid' && !wasPaid) await notifyInvoicePaid(tx, invoice);
    return input.sendReceipt && receipts ? queueReceiptEmail(tx, actor, invoice, payment, receipts) : null;
  });
}

/** Removes a payment; the status moves back with what remains paid. */
export function deletePayment(em: SqlEntityManager, actor: Actor, invoiceId: string, paymentId: string): Promise<void> {
  return transactional(em, async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    const payment = await tx.findOne(Payment, { id: paymentId, invoice: invoiceId });
    if (!payment) throw notFound();
    if (invoice.amountPaid - payment.amount < invoice.amountReturned) {
      throw new HttpError(
        409,
        'payment_returned',
        `A credit note of invoice ${invoice.number} already gave back money paid on it, so its payments stay on record as they were.`,
      );
    }
    tx.remove(payment);
    if (payment.clientCredit) await giveBackClientCredit(tx, payment.clientCredit.id, payment.amount);
    applyPaid(invoice, invoice.amountPaid - payment.amount);
    recordActivity(tx, actor, { kind: 'invoice', id: invoiceId }, 'payment_deleted', `Deleted a payment of ${money(invoice, payment.amount)}`);
  });
}
