import type { SqlEntityManager } from '@mikro-orm/sql';
import { appPaths, formatMoney, type PayNowOffer } from '@ledgerline/contracts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { HttpError } from '../../http/http-error.ts';
import { todayIso } from '../document-core/dates.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { addPayment } from '../invoices/payments.service.ts';
import type { ReceiptSending } from '../invoices/receipt-email.ts';
import { recordActivity } from '../document-core/activity.ts';
import { lockInvoice } from '../invoices/lock-invoice.ts';
import { Client } from '../clients/client.entity.ts';
import { notify } from '../notifications/notify.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { queueInvoiceRefund } from './invoice-refunds.ts';
import type { PaymentEvent, PaymentMode } from './payment-gateway.ts';

/** The metadata that marks a provider payment as the client's payment of an invoice. */
export const INVOICE_PURPOSE = 'invoice';

const PAYABLE = new Set<IInvoice['status']>(['sent', 'partial']);

/**
 * What the public invoice page offers: Pay now only when the business takes online payments, its
 * plan includes them (`planAllows`, from billing/plan-rules.ts) and something is owed.
 */
export function payNowOf(invoice: Pick<IInvoice, 'status' | 'balance'>, settings: IAccountSettings, mode: PaymentMode, planAllows: boolean): PayNowOffer {
  return {
    enabled: mode !== 'off' && planAllows && settings.acceptOnlinePayments && PAYABLE.has(invoice.status) && invoice.balance > 0,
    balance: invoice.balance,
    allowPartial: settings.allowPartialPayments,
    minimum: Math.min(settings.minimumPartialPayment, invoice.balance),
    mode,
  };
}

/** Refuses an amount the business does not accept, with a sentence for the client. */
export function checkPayNowAmount(invoice: IInvoice, settings: IAccountSettings, mode: PaymentMode, amount: number, planAllows: boolean): void {
  const payNow = payNowOf(invoice, settings, mode, planAllows);
  const money = (value: number) => formatMoney(value, invoice.currency, 'en-US');
  const refuse = (message: string) => new HttpError(422, 'amount_not_accepted', message, { fields: { amount: [message] } });
  if (!payNow.enabled) throw new HttpError(409, 'pay_now_unavailable', 'This invoice cannot be paid online.');
  if (amount > payNow.balance) throw refuse(`The amount is more than the ${money(payNow.balance)} still owed.`);
  if (amount < payNow.balance && !payNow.allowPartial) throw refuse(`Pay the full balance of ${money(payNow.balance)}.`);
  if (amount < payNow.minimum) throw refuse(`Pay at least ${money(payNow.minimum)}.`);
}

/**
 * The inbox's handler of a client's card payment of an invoice that went through. Under the
 * invoice's lock, what still fits the balance is recorded as a Payment (method card, the provider's
 * reference), which moves the status and sends the client its receipt (`receipts` says how, for the
 * account); whatever does not fit (a second tab, a retry, two payers, an invoice voided meanwhile) is
 * decided as a refund in the same transaction and returned through the provider once it commits
 * (invoice-refunds.ts). The owner is told either way. Runs inside the webhook inbox's transaction,
 * once per provider event; the receipt waits in the outbox for the mail worker.
 */
export const onlineInvoicePaymentRecorder =
  (receipts: (tx: SqlEntityManager, accountId: string) => Promise<ReceiptSending>) =>
  async (tx: SqlEntityManager, event: PaymentEvent): Promise<void> => {
    const { purpose, invoiceId, accountId } = event.metadata;
    if (purpose !== INVOICE_PURPOSE || !invoiceId || !accountId || event.amount === undefined || !event.paymentId) return;
    scopeToAccount(tx, accountId);
    await recordOnlineInvoicePayment(tx, { ...event, amount: event.amount, paymentId: event.paymentId }, { accountId, invoiceId }, await receipts(tx, accountId));
  };

async function recordOnlineInvoicePayment(
  tx: SqlEntityManager,
  event: PaymentEvent & { amount: number; paymentId: string },
  { accountId, invoiceId }: { accountId: string; invoiceId: string },
  receipts: ReceiptSending,
): Promise<void> {
  const actor = { accountId, userId: null };
  const locked = await lockInvoice(tx, invoiceId);
  const payable = PAYABLE.has(locked.status);
  const applied = payable ? Math.min(event.amount, locked.balance) : 0;
  const payment = { amount: applied, date: todayIso(event.created), method: 'card' as const, reference: event.paymentId, sendReceipt: true };
  if (applied > 0) await addPayment(tx, actor, invoiceId, payment, receipts);
  const invoice = await tx.findOneOrFail(Invoice, invoiceId);
  const client = await tx.findOneOrFail(Client, invoice.client.id);
  const money = (value: number) => formatMoney(value, invoice.currency, 'en-US');
  const refunded = event.amount - applied;
  if (refunded > 0) {
    // A paid invoice still takes its money's due, and no more; a void one (or a draft again) takes none.
    const overpaid = payable || invoice.status === 'paid';
    queueInvoiceRefund(tx, { accountId, invoiceId, providerPaymentId: event.paymentId, amount: refunded, currency: invoice.currency, reason: overpaid ? 'overpaid' : 'not_payable' });
    const why = overpaid ? 'beyond the balance still owed' : `while the invoice was ${invoice.status === 'void' ? 'void' : 'not open for payment'}`;
    recordActivity(tx, actor, { kind: 'invoice', id: invoiceId }, 'payment_refunded', `Refunded ${money(refunded)} of an online payment made ${why}`);
    notify(tx, accountId, {
      kind: 'invoice_paid',
      title: `Invoice ${invoice.number}: ${money(refunded)} refunded to the client`,
      body: `${client.name} paid ${money(event.amount)} online ${why}; ${money(refunded)} is being refunded to their card.`,
      link: appPaths.invoice(invoice.id),
    });
    return;
  }
  // Settling the balance already told the owner (addPayment); a part payment is news of its own.
  if (invoice.status === 'paid') return;
  notify(tx, accountId, {
    kind: 'invoice_paid',
    title: `Invoice ${invoice.number} received a payment`,
    body: `${client.name} paid ${money(event.amount)} online; ${money(invoice.balance)} is still owed.`,
    link: appPaths.invoice(invoice.id),
  });
}
