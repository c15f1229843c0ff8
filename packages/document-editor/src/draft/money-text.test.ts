import { describe, expect, it } from '@jest/globals';
import { parseMoneyText } from './money-text.ts';

describe('parseMoneyText', () => {
  it('reads decimal text into integer minor units of the currency', () => {
    expect(parseMoneyText('19.99', 'USD')).toEqual({ ok: true, minor: 1999 });
    expect(parseMoneyText('0.1', 'USD')).toEqual({ ok: true, minor: 10 });
    expect(parseMoneyText('1500', 'JPY')).toEqual({ ok: true, minor: 1500 });
    expect(parseMoneyText('1.234', 'KWD')).toEqual({ ok: true, minor: 1234 });
  });

  it('accepts thousands separators and a decimal comma', () => {
    expect(parseMoneyText(' 1,234.50 ', 'USD')).toEqual({ ok: true, minor: 123450 });
    expect(parseMoneyText('1 234,5', 'EUR')).toEqual({ ok: true, minor: 123450 });
    expect(parseMoneyText('19,99', 'EUR')).toEqual({ ok: true, minor: 1999 });
    expect(parseMoneyText('1,000', 'USD')).toEqual({ ok: true, minor: 100000 });
  });

  it('refuses fractions of the minor unit instead of rounding them away', () => {
    expect(parseMoneyText('19.999', 'USD')).toEqual({ ok: false, message: 'Use at most 2 decimals for USD.' });
    expect(parseMoneyText('10.5', 'JPY')).toEqual({ ok: false, message: 'JPY amounts have no decimals.' });
  });

  it('refuses text that is not an amount', () => {
    expect(parseMoneyText('', 'USD')).toEqual({ ok: false, message: 'Enter an amount.' });
    for (const text of ['abc', '1e3', 'NaN', 'Infinity', '1.2.3', '$5']) {
      expect(parseMoneyText(text, 'USD')).toEqual({ ok: false, message: 'Enter a number such as 19.99.' });
    }
    expect(parseMoneyText('9999999999999999', 'USD')).toEqual({ ok: false, message: 'The amount is too large.' });
  });
});
