import type { Period } from '@ledgerline/contracts';

/** The calendar month `offset` months from the one `today` (YYYY-MM-DD) falls in, both ends included. */
export function monthOf(today: string, offset = 0): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + offset, 1));
  const last = new Date(Date.UTC(year, month + offset, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The twelve months ending with this one, as YYYY-MM, oldest first. */
export function lastTwelveMonths(today: string): string[] {
  return Array.from({ length: 12 }, (_x, index) => monthOf(today, index - 11).from.slice(0, 7));
}

/** From the first day of the month eleven months back to the end of this one: the chart's and the estimates' period. */
export function twelveMonthPeriod(today: string): Period {
  return { from: monthOf(today, -11).from, to: monthOf(today).to };
}
