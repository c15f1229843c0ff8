import type { InvoiceStatus } from '@ledgerline/contracts';

/**
 * The status after a payment change, from what was paid: nothing → sent, some → partial, all →
 * paid. A draft stays a draft until money arrives; a void invoice takes no payments at all.
 */
export function statusFromPayments(current: InvoiceStatus, amountPaid: number, total: number): InvoiceStatus {
  if (current === 'void') return 'void';
  if (amountPaid > 0 && amountPaid >= total) return 'paid';
  if (amountPaid > 0) return 'partial';
  return current === 'draft' ? 'draft' : 'sent';
}
