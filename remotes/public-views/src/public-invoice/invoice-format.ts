import { minorToDecimalText, type Address, type InvoiceStatus, type PublicInvoice } from '@ledgerline/contracts';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** "2026-11-21" as the reader's medium date, read as a calendar date so no time zone shifts it. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : DATE.format(date);
}

/** An address as the lines a letter would print, leaving out the empty parts. */
export function addressLines(address: Address): string[] {
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.line1, address.line2, [cityLine, address.region].filter(Boolean).join(', '), address.country].filter(Boolean);
}

const STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Awaiting payment',
  partial: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

/** Overdue is derived from the due date, and it is what the client most needs to read. */
export function statusLabel(status: InvoiceStatus, overdue: boolean): string {
  return overdue && status !== 'paid' && status !== 'void' ? 'Overdue' : STATUS_LABELS[status];
}

type Line = PublicInvoice['lines'][number];

/** The line's discount and taxes in words, for the small print under its description. */
export function lineDetails(line: Line, currency: string): string {
  const discount = !line.discount
    ? ''
    : line.discount.type === 'percent'
      ? `Discount ${line.discount.value}%`
      : `Discount ${minorToDecimalText(line.discount.value, currency)} ${currency}`;
  const taxes = line.taxes.map((tax) => `${tax.name} ${tax.rate}%`).join(', ');
  return [discount, taxes].filter(Boolean).join(' · ');
}
