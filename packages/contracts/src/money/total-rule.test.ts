import { calculateDocument, MoneyRuleError, type LineInput } from './calculate-document.ts';
import { NEGATIVE_TOTAL_MESSAGE, totalRuleProblem } from './total-rule.ts';

const line = (quantity: string, unitPrice: number, extra: Partial<LineInput> = {}): LineInput => ({ quantity, unitPrice, ...extra });
const tax = (rate: string) => ({ id: `t${rate}`, name: 'Tax', rate });

/** How a credit line (negative quantity or price) flows through the calculator, and the rule on the total. */
describe('credit lines and the total rule', () => {
  it('lets a credit line lower a document that stays above zero', () => {
    const totals = calculateDocument({ taxMode: 'exclusive', lines: [line('1', 10000, { taxes: [tax('10')] }), line('-1', 2500, { taxes: [tax('10')] })] });
    expect(totals.lines.map((l) => l.total)).toEqual([11000, -2750]);
    expect(totals.total).toBe(8250);
    expect(totalRuleProblem(totals)).toBeNull();
  });

  it('treats a negative price like a negative quantity', () => {
    const byQuantity = calculateDocument({ taxMode: 'exclusive', lines: [line('3', 5000), line('-2', 1999)] });
    const byPrice = calculateDocument({ taxMode: 'exclusive', lines: [line('3', 5000), line('2', -1999)] });
    expect(byPrice.total).toBe(byQuantity.total);
  });

  it('allows a total of exactly zero', () => {
    expect(totalRuleProblem(calculateDocument({ taxMode: 'exclusive', lines: [line('1', 500), line('1', -500)] }))).toBeNull();
  });

  it.each([
    ['only a credit line', [line('-1', 100)]],
    ['a credit larger than the rest', [line('1', 100), line('1', -101)]],
    ['a taxed credit outweighing an untaxed charge', [line('1', 10000), line('-1', 9500, { taxes: [tax('10')] })]],
  ])('names the rule for %s', (_case, lines) => {
    const totals = calculateDocument({ taxMode: 'exclusive', lines });
    expect(totals.total).toBeLessThan(0);
    expect(totalRuleProblem(totals)).toBe(NEGATIVE_TOTAL_MESSAGE);
  });

  it('refuses a percentage discount on a negative subtotal, which would add to what is owed', () => {
    // Subtotal -10.00, total +10.00 through the tax of the first line.
    const lines = [line('1', 10000, { taxes: [tax('20')] }), line('-1', 11000)];
    expect(calculateDocument({ taxMode: 'exclusive', lines }).total).toBe(1000);
    expect(() => calculateDocument({ taxMode: 'exclusive', lines, discount: { type: 'percent', value: '10' } })).toThrow(
      new MoneyRuleError('A discount needs a subtotal above zero.'),
    );
  });

  it('refuses a tax rate outside 0 to 100 %', () => {
    for (const rate of ['-5', '100.001', '150']) {
      expect(() => calculateDocument({ taxMode: 'exclusive', lines: [line('1', 100, { taxes: [tax(rate)] })] })).toThrow(
        new MoneyRuleError('A tax rate must be from 0 to 100 %.'),
      );
    }
  });
});
