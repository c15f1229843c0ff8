/** Today's date in UTC as YYYY-MM-DD: what "overdue", "expired" and new documents' dates are measured against. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
