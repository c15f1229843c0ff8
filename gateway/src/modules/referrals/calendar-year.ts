/** The calendar year (UTC) that holds `at`, as [start, end): the period of the referrer's reward limit. */
export function calendarYearOf(at: Date): [Date, Date] {
  const year = at.getUTCFullYear();
  return [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))];
}
