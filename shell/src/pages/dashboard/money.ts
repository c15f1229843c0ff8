import { formatMoney } from '@ledgerline/contracts';

/** "9 invoices", "1 invoice". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A dashboard amount in the account's currency. */
export const money = (minor: number, currency: string) => formatMoney(minor, currency);
