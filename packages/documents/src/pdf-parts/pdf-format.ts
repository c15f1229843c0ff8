import { formatMoney, type Address } from '@ledgerline/contracts';

export function pdfMoney(minor: number, currency: string, locale?: string): string {
  return formatMoney(minor, currency, locale);
}

/** An address as the lines a letter prints, leaving out the empty parts. */
export function pdfAddressLines(address: Address): string[] {
  const cityLine = [[address.city, address.region].filter(Boolean).join(', '), address.postalCode].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, address.country].filter((line) => line !== '');
}

/**
 * A signature's moment as evidence: in UTC, to the second, whatever the zone of whoever renders the
 * PDF, so two copies of one signed document never disagree on when it was signed.
 */
export function pdfUtcMoment(isoTime: string): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return isoTime;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
