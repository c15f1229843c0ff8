import { formatMoney, INVOICE_OVERDUE, statusLabel, type InvoiceStatus } from '@ledgerline/contracts';

/** Overdue is derived, not stored, but it is what the client most needs to read. */
export function pdfStatusLabel(status: InvoiceStatus, overdue: boolean): string {
  const label = statusLabel('invoice', status);
  return overdue && status !== 'paid' && status !== 'void' ? `${label} · ${INVOICE_OVERDUE.label}` : label;
}

export function pdfMoney(minor: number, currency: string, locale?: string): string {
  return formatMoney(minor, currency, locale);
}
