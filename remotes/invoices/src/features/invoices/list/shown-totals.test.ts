import { describe, expect, it } from '@jest/globals';
import type { InvoiceSummary } from '@ledgerline/contracts';
import { shownTotals } from './shown-totals.ts';

const row = (currency: string, total: number, balance: number) => ({ currency, total, balance }) as InvoiceSummary;

describe('shownTotals', () => {
  it('sums the shown rows per currency, exactly, and never across currencies', () => {
    expect(shownTotals([row('USD', 10, 10), row('EUR', 1999, 0), row('USD', 20, 5), row('USD', 1, 1)])).toEqual([
      { currency: 'EUR', count: 1, total: 1999, balance: 0 },
      { currency: 'USD', count: 3, total: 31, balance: 16 },
    ]);
    expect(shownTotals([])).toEqual([]);
  });
});
