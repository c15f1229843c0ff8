import type { InvoiceEvent, InvoiceStatus } from '@ledgerline/contracts';
import { moveStatus } from '../document-core/status.ts';
import type { IInvoice } from './invoice.entity.ts';

/**
 * The status after a payment change, from what was paid: nothing → sent, some → partial, all →
 * paid. A draft stays a draft until money arrives; a void invoice takes no payments at all.
 */
function statusFromPayments(current: InvoiceStatus, amountPaid: number, total: number): InvoiceStatus {
  if (current === 'void') return 'void';
  if (amountPaid > 0 && amountPaid >= total) return 'paid';
  if (amountPaid > 0) return 'partial';
  return current === 'draft' ? 'draft' : 'sent';
}

/** The event of the invoice machine that leads to each status money can move an invoice to. */
const PAYMENT_EVENTS = { sent: 'unpay', partial: 'pay_part', paid: 'pay_in_full' } as const satisfies Partial<Record<InvoiceStatus, InvoiceEvent>>;

/** Moves the invoice to the status its payments and total call for, through the invoice's status machine. */
export function followPayments(invoice: IInvoice): void {
  const target = statusFromPayments(invoice.status, invoice.amountPaid, invoice.total);
  if (target === invoice.status || target === 'draft' || target === 'void') return;
  moveStatus('invoice', invoice, PAYMENT_EVENTS[target]);
}
