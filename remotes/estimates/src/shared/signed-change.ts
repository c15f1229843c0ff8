import { formatMoney } from '@ledgerline/contracts';

/** "+$1,200.00", "-$300.00": a change to the contract value always shows its sign. */
export function signedMoney(minor: number, currency: string): string {
  return minor > 0 ? `+${formatMoney(minor, currency)}` : formatMoney(minor, currency);
}

/** "+2 days", "-1 day": a change to the schedule always shows its sign. */
export function signedDays(days: number): string {
  const count = Math.abs(days) === 1 ? 'day' : 'days';
  return days > 0 ? `+${days} ${count}` : `${days} ${count}`;
}
