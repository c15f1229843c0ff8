/** "+2 days", "-1 day": a change to the schedule always shows its sign. */
export function signedDays(days: number): string {
  const count = Math.abs(days) === 1 ? 'day' : 'days';
  return days > 0 ? `+${days} ${count}` : `${days} ${count}`;
}
