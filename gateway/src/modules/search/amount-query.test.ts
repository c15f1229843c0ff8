import { amountCandidates, totalMeant } from './amount-query.ts';

describe('amountCandidates', () => {
  it('reads plain, comma-grouped and decimal amounts alike', () => {
    for (const text of ['3984', '3,984', '3984.00', '3,984.00', '$3,984.00']) {
      expect(amountCandidates(text).find((c) => c.digits === 2)?.minor).toBe(398400n);
    }
  });

  it('gives each minor-unit size its own figure, and none a fraction does not fit', () => {
    expect(amountCandidates('3984')).toEqual([
      { digits: 0, minor: 3984n },
      { digits: 2, minor: 398400n },
      { digits: 3, minor: 3984000n },
    ]);
    expect(amountCandidates('39.845')).toEqual([{ digits: 3, minor: 39845n }]);
  });

  it('is nothing for text that is no amount', () => {
    for (const text of ['INV-0013', '2026-0013', 'harbor', '3,98', '1.2.3', '0', '-5', '']) expect(amountCandidates(text)).toEqual([]);
  });
});

describe('totalMeant', () => {
  it('matches a total only in a currency of the same minor unit', () => {
    const candidates = amountCandidates('3984');
    expect(totalMeant(candidates, '398400', 'USD')).toBe(true);
    expect(totalMeant(candidates, '3984', 'USD')).toBe(false);
    expect(totalMeant(candidates, '3984', 'JPY')).toBe(true);
  });
});
