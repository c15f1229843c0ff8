import type { BillingInterval } from '@ledgerline/contracts';

/** How long a failed renewal keeps the paid plan before the account goes back to Free. */
export const GRACE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (moment: Date, days: number) => new Date(moment.getTime() + days * DAY_MS);

/**
 * The end of a period that starts at `start`: a month or a year later, on the same day of the month
 * in UTC, or the month's last day when it has no such day (31 January → 28 or 29 February).
 */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}
