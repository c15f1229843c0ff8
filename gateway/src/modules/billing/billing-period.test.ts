import { periodEnd } from './billing-period.ts';

describe('periodEnd', () => {
  it.each([
    ['2027-01-15T09:00:00.000Z', 'month', '2027-02-15T09:00:00.000Z'],
    ['2027-01-31T09:00:00.000Z', 'month', '2027-02-28T09:00:00.000Z'],
    ['2028-01-31T09:00:00.000Z', 'month', '2028-02-29T09:00:00.000Z'],
    ['2027-12-31T23:30:00.000Z', 'month', '2028-01-31T23:30:00.000Z'],
    ['2028-02-29T09:00:00.000Z', 'year', '2029-02-28T09:00:00.000Z'],
  ] as const)('from %s a %s later is %s (the same day, or the month\'s last)', (start, interval, end) => {
    expect(periodEnd(new Date(start), interval).toISOString()).toBe(end);
  });
});
