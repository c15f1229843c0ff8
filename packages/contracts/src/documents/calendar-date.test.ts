import { describe, expect, it } from '@jest/globals';
import { addDays, addDaysWithinRange, EARLIEST_DATE, formatDate, formatDateTime, LATEST_DATE, localToday } from './calendar-date.ts';

describe('calendar dates', () => {
  it('shows a calendar date as that day in every time zone', () => {
    expect(formatDate('2026-11-21', 'en-US')).toBe('Nov 21, 2026');
    expect(formatDate('2026-01-01T00:00:00.000Z', 'en-US')).toBe('Jan 1, 2026');
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
  });

  it('shows an instant with its time', () => {
    expect(formatDateTime('2026-11-21T08:00:00.000Z', 'en-US')).toMatch(/^Nov 21, 2026/);
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('counts days on the calendar, across months and years', () => {
    expect(addDays('2026-11-21', 14)).toBe('2026-12-05');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days without leaving the dates the database stores', () => {
    expect(addDaysWithinRange('2026-11-21', 14)).toBe('2026-12-05');
    expect(addDaysWithinRange('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysWithinRange('9999-12-30', 5)).toBe(LATEST_DATE);
    expect(addDaysWithinRange('1900-01-02', -5)).toBe(EARLIEST_DATE);
  });

  it("takes today from the user's own clock", () => {
    const lateEvening = new Date(2026, 10, 21, 23, 30);
    expect(localToday(lateEvening)).toBe('2026-11-21');
  });
});
