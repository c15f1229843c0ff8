import { describe, expect, it } from '@jest/globals';
import { addDays, formatDate, formatDateTime, localToday } from './calendar-date.ts';

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

  it("takes today from the user's own clock", () => {
    const lateEvening = new Date(2026, 10, 21, 23, 30);
    expect(localToday(lateEvening)).toBe('2026-11-21');
  });
});
