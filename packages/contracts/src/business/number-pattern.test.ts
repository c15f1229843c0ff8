import { formatDocumentNumber, numberPatternSchema } from './number-pattern.ts';

describe('formatDocumentNumber', () => {
  it('fills the year and a zero-padded counter', () => {
    expect(formatDocumentNumber('INV-{YYYY}-{0000}', 7, '2026-11-21')).toBe('INV-2026-0007');
    expect(formatDocumentNumber('{YY}{MM}/{000}', 1234, '2026-03-05')).toBe('2603/1234');
  });

  it('accepts a pattern with exactly one counter', () => {
    expect(numberPatternSchema.safeParse('INV-{0000}').success).toBe(true);
    expect(numberPatternSchema.safeParse('INV-{YYYY}').success).toBe(false);
    expect(numberPatternSchema.safeParse('{00}-{00}').success).toBe(false);
    expect(numberPatternSchema.safeParse('<b>{0}</b>').success).toBe(false);
  });
});
