import { formatMoney, type InvoiceStatus } from '@ledgerline/contracts';

/** "2026-11-21" → "Nov 21, 2026", read as a calendar date so no time zone can shift it by a day. */
export function formatPdfDate(isoDate: string, locale?: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

const STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partial: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

/** Overdue is derived, not stored, but it is what the client most needs to read. */
export function pdfStatusLabel(status: InvoiceStatus, overdue: boolean): string {
  return overdue && status !== 'paid' && status !== 'void' ? `${STATUS_LABELS[status]} · Overdue` : STATUS_LABELS[status];
}

export function pdfMoney(minor: number, currency: string, locale?: string): string {
  return formatMoney(minor, currency, locale);
}
