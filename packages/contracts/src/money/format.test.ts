import { describe, expect, it } from '@jest/globals';
import { formatSignedMoney } from './format.ts';

describe('formatSignedMoney', () => {
  it('shows the sign of a change, and none on no change', () => {
    expect(formatSignedMoney(120000, 'USD', 'en-US')).toBe('+$1,200.00');
    expect(formatSignedMoney(-30000, 'USD', 'en-US')).toBe('-$300.00');
    expect(formatSignedMoney(0, 'USD', 'en-US')).toBe('$0.00');
  });
});
