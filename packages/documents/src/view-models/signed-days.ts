/** A change to the schedule in words: "+2 days", "-1 day", "No change". */
export function signedDays(days: number): string {
  if (days === 0) return 'No change';
  const sign = days > 0 ? '+' : '-';
  const count = Math.abs(days);
  return `${sign}${count} ${count === 1 ? 'day' : 'days'}`;
}
