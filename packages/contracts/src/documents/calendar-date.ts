/**
 * Dates of documents (issue, due, valid until) are calendar dates, "2026-11-21", with no time of
 * day: they are read and counted in UTC so that no time zone ever moves one by a day. Moments (a
 * view, an activity) are instants, shown in the reader's own time zone.
 */

/**
 * The calendar dates both databases store and every date input may hold. PostgreSQL's date type
 * has no year 0000 (a 500 once), and no business document predates 1900.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '9999-12-31';

const DAY_MS = 86_400_000;

const calendarFormats = new Map<string | undefined, Intl.DateTimeFormat>();
const momentFormats = new Map<string | undefined, Intl.DateTimeFormat>();

function cached(formats: Map<string | undefined, Intl.DateTimeFormat>, locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(locale, format);
  }
  return format;
}

function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** "2026-11-21" → "Nov 21, 2026" in the reader's (or the given) locale; text that is no date stays as it is. */
export function formatDate(isoDate: string, locale?: string): string {
  const date = calendarDay(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return cached(calendarFormats, locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An instant such as "2026-11-21T08:00:00.000Z", as date and time where the reader is. */
export function formatDateTime(isoTime: string, locale?: string): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return isoTime;
  return cached(momentFormats, locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "2026-11-21" plus a number of days (negative to go back), on the calendar. */
export function addDays(isoDate: string, days: number): string {
  const date = calendarDay(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "2026-11-21" plus days, held within EARLIEST_DATE..LATEST_DATE, so the result is always a date every schema takes. */
export function addDaysWithinRange(isoDate: string, days: number): string {
  const earliest = calendarDay(EARLIEST_DATE).getTime();
  const latest = calendarDay(LATEST_DATE).getTime();
  const moved = calendarDay(isoDate).getTime() + days * DAY_MS;
  return new Date(Math.min(latest, Math.max(earliest, moved))).toISOString().slice(0, 10);
}

/** Today's calendar date where the user is, as an ISO date. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
