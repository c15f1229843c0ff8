import { formatDate, formatMoney, PAYMENT_METHOD_LABELS, type Payment, type PublicInvoice } from '@ledgerline/contracts';
import type { DocumentView } from './document-view.ts';
import { totalRow } from './totals-rows.ts';

/** The payment a receipt is for, and what was still owed on its invoice right after it. */
export interface ReceiptFacts {
  number: string;
  payment: Pick<Payment, 'date' | 'method' | 'reference' | 'amount'>;
  balanceAfter: number;
}

/**
 * A payment's receipt, printed in its invoice's template: the invoice's parties, look and plan mark,
 * the payment as its one line, and what the invoice totals and still owes after it. The invoice's
 * verification code is the invoice's, so the receipt names the invoice instead of carrying it.
 */
export function receiptView(invoiceView: DocumentView, invoice: PublicInvoice, receipt: ReceiptFacts, locale?: string): DocumentView {
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const { payment } = receipt;
  const paidOn = formatDate(payment.date, locale);
  return {
    ...invoiceView,
    title: 'Receipt',
    number: receipt.number,
    status: `Paid ${paidOn}`,
    stamp: null,
    facts: [
      { label: 'Payment date', text: paidOn },
      { label: 'Method', text: PAYMENT_METHOD_LABELS[payment.method] },
      ...(payment.reference ? [{ label: 'Reference', text: payment.reference }] : []),
      { label: 'Invoice', text: invoice.number },
    ],
    intro: [],
    columns: [
      { key: 'description', label: 'Description', numeric: false },
      { key: 'amount', label: 'Amount', numeric: true },
    ],
    lines: [{ cells: { description: `Payment of invoice ${invoice.number}`, amount: money(payment.amount) }, note: '' }],
    totals: [
      { heading: null, rows: [totalRow('Amount received', money(payment.amount), true)], note: '' },
      {
        heading: `Invoice ${invoice.number}`,
        rows: [totalRow('Invoice total', money(invoice.totals.total)), totalRow('Balance due after this payment', money(receipt.balanceAfter), true)],
        note: receipt.balanceAfter === 0 ? 'Paid in full. Thank you.' : '',
      },
    ],
    sections: [],
    signature: null,
    verification: null,
    look: { ...invoiceView.look, documentTitle: `Receipt ${receipt.number} from ${invoice.business.name}` },
  };
}
