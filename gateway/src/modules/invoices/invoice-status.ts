import type { InvoiceEvent, InvoiceStatus } from '@ledgerline/contracts';
import { moveStatus } from '../document-core/status.ts';
import type { IInvoice } from './invoice.entity.ts';

type Settled = Pick<IInvoice, 'status' | 'total' | 'amountPaid' | 'amountCredited' | 'amountReturned'>;

/** What the client still owes: the total, less what credit notes took back and what was paid and kept. */
export const owedOn = (invoice: Settled): number => invoice.total - invoice.amountCredited - (invoice.amountPaid - invoice.amountReturned);

/**
 * The status after a payment or credit, from what was paid and kept and what was credited: credit
 * notes for all of it void it; otherwise nothing kept → sent, some → partial, all → paid. A draft
 * stays a draft until money arrives; a void invoice stays void.
 */
function statusFromSettlement(invoice: Settled): InvoiceStatus {
  if (invoice.status === 'void') return 'void';
  if (invoice.amountCredited > 0 && invoice.amountCredited >= invoice.total) return 'void';
  const kept = invoice.amountPaid - invoice.amountReturned;
  if (kept > 0 && kept + invoice.amountCredited >= invoice.total) return 'paid';
  if (kept > 0) return 'partial';
  return invoice.status === 'draft' ? 'draft' : 'sent';
}

/** The event of the invoice machine that leads to each status money can move an invoice to. */
const SETTLEMENT_EVENTS = { sent: 'unpay', partial: 'pay_part', paid: 'pay_in_full', void: 'credit_in_full' } as const satisfies Partial<Record<InvoiceStatus, InvoiceEvent>>;

/** Sets the balance and moves the invoice to the status its payments, credits and total call for, through its status machine. */
export function followPayments(invoice: IInvoice): void {
  invoice.balance = owedOn(invoice);
  const target = statusFromSettlement(invoice);
  if (target === invoice.status || target === 'draft') return;
  moveStatus('invoice', invoice, SETTLEMENT_EVENTS[target]);
}
