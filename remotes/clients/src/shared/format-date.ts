const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** "2026-11-21" as the reader's medium date. Read as UTC so no time zone moves it to another day. */
export function formatDate(isoDate: string): string {
  return DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
