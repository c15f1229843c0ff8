import { INVOICE_OVERDUE, statusLabel, type InvoiceStatus } from '@ledgerline/contracts';

/** Overdue is derived, not stored, but it is what the client most needs to read. */
export function invoiceStatusText(status: InvoiceStatus, overdue: boolean): string {
  const label = statusLabel('invoice', status);
  return overdue && status !== 'paid' && status !== 'void' ? `${label} · ${INVOICE_OVERDUE.label}` : label;
}
