import { INVOICE_OVERDUE, statusLook, type InvoiceStatus, type StatusLook } from '@ledgerline/contracts';

/** Overdue is derived from the due date, and it is what the client most needs to read. */
export function shownStatus(status: InvoiceStatus, overdue: boolean): StatusLook {
  return overdue && status !== 'paid' && status !== 'void' ? INVOICE_OVERDUE : statusLook('invoice', status);
}
