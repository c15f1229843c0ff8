import type { InvoiceSummary } from '@ledgerline/contracts';

export interface CurrencyTotals {
  currency: string;
  count: number;
  total: number;
  balance: number;
}

/**
 * Sums of the rows on screen, one per currency: amounts in different currencies never add up.
 * Integer minor units, so the sums are exact.
 */
export function shownTotals(rows: readonly InvoiceSummary[]): CurrencyTotals[] {
  const byCurrency = new Map<string, CurrencyTotals>();
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? { currency: row.currency, count: 0, total: 0, balance: 0 };
    entry.count += 1;
    entry.total += row.total;
    entry.balance += row.balance;
    byCurrency.set(row.currency, entry);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
