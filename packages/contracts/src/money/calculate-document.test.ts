import fc from 'fast-check';
import { allocateProportionally } from './allocate.ts';
import { calculateDocument, MoneyRuleError, type DocumentInput, type LineInput } from './calculate-document.ts';
import { formatMoney, parseMoney } from './format.ts';
import { divideRoundHalfUp } from './rounding.ts';

const line = (quantity: string, unitPrice: number, extra: Partial<LineInput> = {}): LineInput => ({
  quantity,
  unitPrice,
  ...extra,
});

describe('named cases', () => {
  it('puts a document discount on the first lines alone when told how many it takes', () => {
    const vat = { id: 'vat', name: 'VAT', rate: '20' };
    const estimateLines = [line('3', 33_333, { taxes: [vat] }), line('1', 12_345, { taxes: [vat] })];
    const discount = { type: 'percent' as const, value: '7.5' };
    const estimate = calculateDocument({ taxMode: 'exclusive', lines: estimateLines, discount });
    const invoice = calculateDocument({ taxMode: 'exclusive', lines: [...estimateLines, line('1', 10_000, { taxes: [vat] }), line('1', -5_000)], discount, discountLines: 2 });
    expect(invoice.lines.slice(0, 2)).toEqual(estimate.lines);
    expect(invoice.discount).toBe(estimate.discount);
    expect(invoice.lines.slice(2).map((figures) => [figures.discountShare, figures.total])).toEqual([
      [0, 12_000],
      [0, -5_000],
    ]);
    expect(invoice.total).toBe(estimate.total + 7_000);
    expect(calculateDocument({ taxMode: 'exclusive', lines: estimateLines, discount, discountLines: null })).toEqual(estimate);
    for (const discountLines of [3, -1, 1.5]) {
      expect(() => calculateDocument({ taxMode: 'exclusive', lines: estimateLines, discount, discountLines })).toThrow(MoneyRuleError);
    }
  });

  it('adds 0.10 and 0.20 to exactly 0.30', () => {
    const totals = calculateDocument({
      taxMode: 'exclusive',
      lines: [line('1', parseMoney('0.1', 'USD')), line('1', parseMoney('0.2', 'USD'))],
    });
    expect(totals.total).toBe(30);
    expect(formatMoney(totals.total, 'USD', 'en-US')).toBe('$0.30');
  });

  it('multiplies 19.99 by 3 to exactly 59.97', () => {
    const totals = calculateDocument({ taxMode: 'exclusive', lines: [line('3', parseMoney('19.99', 'USD'))] });
    expect(totals.lines[0]?.amount).toBe(5997);
    expect(totals.total).toBe(5997);
  });

  it('splits a 10.00 discount over three equal lines as 3.34 + 3.33 + 3.33', () => {
    const totals = calculateDocument({
      taxMode: 'exclusive',
      lines: [line('1', 1000), line('1', 1000), line('1', 1000)],
      discount: { type: 'amount', value: 1000 },
    });
    expect(totals.lines.map((l) => l.discountShare)).toEqual([334, 333, 333]);
    expect(totals.total).toBe(2000);
    expect(allocateProportionally(1000n, [1n, 1n, 1n])).toEqual([334n, 333n, 333n]);
  });

  it('keeps JPY in whole yen', () => {
    expect(parseMoney('1500', 'JPY')).toBe(1500);
    expect(() => parseMoney('1500.5', 'JPY')).toThrow();
    const totals = calculateDocument({
      taxMode: 'exclusive',
      lines: [line('1.5', 999, { taxes: [{ name: 'Consumption tax', rate: '10' }] })],
    });
    expect(totals.lines[0]?.amount).toBe(1499); // 1498.5 rounds half up
    expect(totals.taxTotal).toBe(150); // 149.9
    expect(formatMoney(totals.total, 'JPY', 'en-US')).toBe('¥1,649');
  });

  it('keeps KWD to the fils (three decimals)', () => {
    expect(parseMoney('1.234', 'KWD')).toBe(1234);
    const totals = calculateDocument({ taxMode: 'exclusive', lines: [line('3', 1234)] });
    expect(totals.total).toBe(3702);
    expect(formatMoney(totals.total, 'KWD', 'en-US')).toBe('KWD\u00a03.702');
  });

  it('rounds half away from zero once per line', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    const totals = calculateDocument({ taxMode: 'exclusive', lines: [line('0.5', 1)] });
    expect(totals.total).toBe(1);
  });

  it('applies several exclusive taxes to the same line', () => {
    const totals = calculateDocument({
      taxMode: 'exclusive',
      lines: [line('1', 10000, { taxes: [{ id: 'state', rate: '6.25' }, { id: 'city', rate: '2.625' }] })],
    });
    expect(totals.lines[0]?.taxes.map((t) => t.amount)).toEqual([625, 263]);
    expect(totals.total).toBe(10888);
  });

  it('takes inclusive taxes out of the line amount without changing the total', () => {
    const totals = calculateDocument({
      taxMode: 'inclusive',
      lines: [line('1', 12000, { taxes: [{ id: 'vat', rate: '20' }] })],
    });
    expect(totals.net).toBe(10000);
    expect(totals.taxTotal).toBe(2000);
    expect(totals.total).toBe(12000);
  });

  it('applies a percentage line discount and a percentage document discount', () => {
    const totals = calculateDocument({
      taxMode: 'exclusive',
      lines: [line('2', 5000, { discount: { type: 'percent', value: '10' } }), line('1', 2000)],
      discount: { type: 'percent', value: '5' },
    });
    expect(totals.subtotal).toBe(11000);
    expect(totals.discount).toBe(550);
    expect(totals.total).toBe(10450);
  });

  it('refuses a discount larger than the subtotal', () => {
    expect(() =>
      calculateDocument({ taxMode: 'exclusive', lines: [line('1', 100)], discount: { type: 'amount', value: 101 } }),
    ).toThrow(MoneyRuleError);
  });

  it('refuses amounts that are not safe whole minor units', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 0.5, 2 ** 53]) {
      expect(() => calculateDocument({ taxMode: 'exclusive', lines: [line('1', bad)] })).toThrow(MoneyRuleError);
    }
  });

  it('refuses quantities with more than four decimals', () => {
    expect(() => calculateDocument({ taxMode: 'exclusive', lines: [line('1.00001', 100)] })).toThrow();
  });
});

const decimalText = (maxWhole: number, places: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** places - 1 }))
    .map(([whole, fraction]) => (places === 0 ? `${whole}` : `${whole}.${`${fraction}`.padStart(places, '0')}`));

const taxArb = fc.record({ id: fc.constantFrom('a', 'b', 'c'), rate: decimalText(30, 3) });
const discountArb = (maxAmount: number) =>
  fc.option(
    fc.oneof(
      fc.record({ type: fc.constant('percent' as const), value: decimalText(99, 3) }),
      fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: maxAmount }) }),
    ),
    { nil: undefined },
  );
const lineArb = fc.record({
  quantity: decimalText(1000, 4),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  taxes: fc.uniqueArray(taxArb, { selector: (t) => t.id, maxLength: 3 }),
  discount: discountArb(0),
});
const documentArb: fc.Arbitrary<DocumentInput> = fc.record({
  taxMode: fc.constantFrom('exclusive' as const, 'inclusive' as const),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 12 }),
  discount: fc.option(fc.record({ type: fc.constant('percent' as const), value: decimalText(99, 3) }), {
    nil: undefined,
  }),
});

const allFigures = (totals: ReturnType<typeof calculateDocument>) => [
  totals.subtotal,
  totals.discount,
  totals.net,
  totals.taxTotal,
  totals.total,
  ...totals.taxes.map((t) => t.amount),
  ...totals.lines.flatMap((l) => [l.amount, l.discountShare, l.net, l.taxTotal, l.total, ...l.taxes.map((t) => t.amount)]),
];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('properties', () => {
  it('taxes a line billed in parts so the parts’ taxes add up to the whole line’s, tax by tax, to the unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('exclusive' as const, 'inclusive' as const),
        fc.uniqueArray(taxArb, { selector: (tax) => tax.id, minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: -200_000, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        (taxMode, taxes, parts) => {
          let before = 0;
          const billed = parts.map((part) => {
            const totals = calculateDocument({ taxMode, lines: [line('1', part, { taxes, taxedBefore: before })] });
            before += part;
            return totals;
          });
          const whole = calculateDocument({ taxMode, lines: [line('1', before, { taxes })] });
          const taxed = (key: string) => sum(billed.map((totals) => totals.taxes.find((tax) => tax.key === key)?.amount ?? 0));
          for (const tax of whole.taxes) expect(taxed(tax.key)).toBe(tax.amount);
          expect(sum(billed.map((totals) => totals.net))).toBe(whole.net);
          expect(sum(billed.map((totals) => totals.total))).toBe(whole.total);
        },
      ),
    );
  });

  it('every figure is a safe integer: no float sneaks in', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        expect(allFigures(calculateDocument(input)).every(Number.isSafeInteger)).toBe(true);
      }),
    );
  });

  it('the parts add up to the document figures, to the unit', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const totals = calculateDocument(input);
        expect(sum(totals.lines.map((l) => l.total))).toBe(totals.total);
        expect(sum(totals.lines.map((l) => l.amount))).toBe(totals.subtotal);
        expect(sum(totals.lines.map((l) => l.discountShare))).toBe(totals.discount);
        expect(sum(totals.taxes.map((t) => t.amount))).toBe(totals.taxTotal);
        expect(totals.net + totals.taxTotal).toBe(totals.total);
        for (const l of totals.lines) expect(l.net + sum(l.taxes.map((t) => t.amount))).toBe(l.total);
        const expected =
          input.taxMode === 'exclusive'
            ? totals.subtotal - totals.discount + totals.taxTotal
            : totals.subtotal - totals.discount;
        expect(totals.total).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('spreads an amount discount in proportion, never above a line', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), fc.nat(), (weights, seed) => {
        const total = weights.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const discount = BigInt(seed % (total + 1));
        const parts = allocateProportionally(discount, weights.map(BigInt));
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(discount);
        parts.forEach((part, i) => {
          expect(part >= 0n && part <= BigInt(weights[i] ?? 0)).toBe(true);
        });
      }),
    );
  });

  it('splits a negative amount as the mirror of its opposite, so a credit takes back the same taxes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 1_000_000 }), (weights, amount) => {
        fc.pre(weights.some((weight) => weight > 0));
        const positive = allocateProportionally(BigInt(amount), weights.map(BigInt));
        expect(allocateProportionally(BigInt(-amount), weights.map(BigInt))).toEqual(positive.map((part) => -part));
      }),
    );
    expect(allocateProportionally(-5n, [1n, 1n])).toEqual([-3n, -2n]);
  });

  it('parses and formats money without drift', () => {
    fc.assert(
      fc.property(fc.constantFrom('USD', 'JPY', 'KWD'), fc.integer({ min: -1e12, max: 1e12 }), (currency, minor) => {
        const text = formatMoney(minor, currency, 'en-US').replace(/[^0-9.-]/g, '');
        expect(parseMoney(text, currency)).toBe(minor);
      }),
    );
  });
});
