import { describe, expect, it } from '@jest/globals';
import { convertMinor, crossRate, isRateText } from './exchange-rate.ts';

describe('crossRate', () => {
  it('crosses two rates against one base: USD→CAD from EUR→USD 1.1512 and EUR→CAD 1.6171', () => {
    // 1.6171 / 1.1512 = 1.404708130... → 1.40470813 at 8 places.
    expect(crossRate('1.1512', '1.6171')).toBe('1.40470813');
  });

  it('reads the base itself as 1, both ways', () => {
    expect(crossRate('1', '1.1512')).toBe('1.1512');
    // 1 / 1.1512 = 0.868658790826... → 0.86865879.
    expect(crossRate('1.1512', '1')).toBe('0.86865879');
  });

  it('rounds half up at the last place', () => {
    // 1 / 8 = 0.125 exactly; 1 / 3 = 0.333333333... → 0.33333333; 2 / 3 → 0.66666667.
    expect(crossRate('8', '1')).toBe('0.125');
    expect(crossRate('3', '1')).toBe('0.33333333');
    expect(crossRate('3', '2')).toBe('0.66666667');
  });
});

describe('convertMinor', () => {
  it('converts minor units between currencies with different digits, rounding once', () => {
    expect(convertMinor(123456, 'USD', 'EUR', '0.86865879')).toBe(107241n); // 1,234.56 × 0.86865879 = 1,072.4113...
    expect(convertMinor(1000, 'JPY', 'USD', '0.0064')).toBe(640n); // ¥1,000 → $6.40
    expect(convertMinor(640, 'USD', 'JPY', '156.25')).toBe(1000n); // $6.40 → ¥1,000
    expect(convertMinor(1000, 'KWD', 'USD', '3.25')).toBe(325n); // 1.000 KWD → $3.25
  });

  it('rounds half away from zero, for credits too', () => {
    expect(convertMinor(1, 'USD', 'EUR', '0.5')).toBe(1n);
    expect(convertMinor(-1, 'USD', 'EUR', '0.5')).toBe(-1n);
    expect(convertMinor(1, 'USD', 'EUR', '0.49999999')).toBe(0n);
  });
});

describe('isRateText', () => {
  it('takes positive decimals of up to 8 places and nothing else', () => {
    expect(isRateText('1.0835')).toBe(true);
    expect(isRateText('0.00000001')).toBe(true);
    expect(isRateText('0')).toBe(false);
    expect(isRateText('-1.2')).toBe(false);
    expect(isRateText('1.000000001')).toBe(false);
    expect(isRateText('1e3')).toBe(false);
    expect(isRateText('')).toBe(false);
  });
});
