import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { calculateDocument, type DocumentInput, type DocumentTotals, type LineInput } from './calculate-document.ts';
import { depositAmount, finalInvoiceLines, isDepositPercent, splitDeposit, type DepositLine } from './deposit.ts';

const line = (quantity: string, unitPrice: number, extra: Partial<LineInput> = {}): LineInput => ({ quantity, unitPrice, ...extra });
const vat = (rate: string, id = `vat${rate}`) => ({ id, name: 'VAT', rate });
const exclusive = (lines: LineInput[], extra: Partial<DocumentInput> = {}): DocumentInput => ({ taxMode: 'exclusive', lines, ...extra });
const totalOf = (taxMode: DocumentInput['taxMode'], lines: readonly LineInput[]) => calculateDocument({ taxMode, lines }).total;

/** The deposit invoices and the final invoice of an accepted document, as the calculator computes each. */
function invoicesOf(accepted: DocumentInput, deposits: DepositLine[][]) {
  const final = finalInvoiceLines(accepted, deposits);
  return {
    deposits: deposits.map((lines) => calculateDocument({ taxMode: accepted.taxMode, lines })),
    final: calculateDocument({ taxMode: accepted.taxMode, lines: [...final.lines, ...final.deductions.flat()], discount: final.discount, discountLines: final.discountLines }),
  };
}

const taxesByKey = (all: DocumentTotals[]) => {
  const sums = new Map<string, number>();
  for (const totals of all) for (const tax of totals.taxes) sums.set(tax.key, (sums.get(tax.key) ?? 0) + tax.amount);
  for (const [key, amount] of sums) if (amount === 0) sums.delete(key);
  return sums;
};

describe('depositAmount', () => {
  it('takes a percentage of the total, rounded half up once', () => {
    expect(depositAmount({ type: 'percent', value: '30' }, 10_000)).toBe(3000);
    expect(depositAmount({ type: 'percent', value: '12.5' }, 999)).toBe(125);
    expect(depositAmount({ type: 'percent', value: '33.33' }, 100)).toBe(33);
    expect(depositAmount({ type: 'percent', value: '100' }, 4321)).toBe(4321);
  });

  it('takes an amount as it is, never more than the total', () => {
    expect(depositAmount({ type: 'amount', value: 50_000 }, 120_000)).toBe(50_000);
    expect(depositAmount({ type: 'amount', value: 150_000 }, 120_000)).toBe(120_000);
  });

  it('is nothing without a request or without a total', () => {
    expect(depositAmount(null, 10_000)).toBe(0);
    expect(depositAmount({ type: 'percent', value: '30' }, 0)).toBe(0);
    expect(depositAmount({ type: 'amount', value: 500 }, -100)).toBe(0);
  });

  it('knows a deposit percentage', () => {
    for (const good of ['30', '0.01', '12.5', '100', '99.99']) expect(isDepositPercent(good)).toBe(true);
    for (const bad of ['0', '100.01', '-5', '12.345', 'thirty', '']) expect(isDepositPercent(bad)).toBe(false);
  });
});

describe('splitDeposit', () => {
  it('carries the taxes of the work it pays for, one line per tax group', () => {
    const accepted = exclusive([line('1', 100_000, { taxes: [vat('10')] }), line('2', 25_000)]);
    expect(calculateDocument(accepted).total).toBe(160_000);
    const lines = splitDeposit(accepted, 48_000);
    expect(lines).toEqual([
      { quantity: '1', unitPrice: 30_000, taxes: [vat('10')] },
      { quantity: '1', unitPrice: 15_000, taxes: [] },
    ]);
    expect(totalOf('exclusive', lines)).toBe(48_000);
  });

  it('groups lines by their taxes whatever their order', () => {
    const state = vat('6.25', 'state');
    const city = vat('2.625', 'city');
    const accepted = exclusive([line('1', 10_000, { taxes: [state, city] }), line('1', 10_000, { taxes: [city, state] })]);
    expect(splitDeposit(accepted, 10_888)).toHaveLength(1);
  });

  it('never asks more than requested when no price reaches the amount', () => {
    // 0.04 + 10 % is 0.04 and 0.05 + 10 % is 0.06: no price comes to 0.05.
    const accepted = exclusive([line('1', 1000, { taxes: [vat('10')] })]);
    const lines = splitDeposit(accepted, 5);
    expect(lines).toEqual([{ quantity: '1', unitPrice: 4, taxes: [vat('10')] }]);
    expect(totalOf('exclusive', lines)).toBe(4);
  });

  it('reaches any amount in tax-inclusive mode', () => {
    const accepted: DocumentInput = { taxMode: 'inclusive', lines: [line('1', 12_000, { taxes: [vat('20')] })] };
    expect(totalOf('inclusive', splitDeposit(accepted, 3_601))).toBe(3_601);
  });

  it('leaves out credit groups and asks nothing of a document worth nothing', () => {
    const accepted = exclusive([line('1', 10_000), line('-1', 2_000, { taxes: [vat('10')] })]);
    expect(splitDeposit(accepted, 1_000)).toEqual([{ quantity: '1', unitPrice: 1_000, taxes: [] }]);
    expect(splitDeposit(exclusive([line('1', 500), line('-1', 500)]), 100)).toEqual([]);
  });
});

describe('finalInvoiceLines', () => {
  it('deducts the deposit so that deposit and final come to the accepted total, taxes included', () => {
    const accepted = exclusive([line('3', 33_333, { taxes: [vat('20')] }), line('1', 12_345, { taxes: [vat('5')] })], {
      discount: { type: 'percent', value: '7.5' },
    });
    const deposit = splitDeposit(accepted, depositAmount({ type: 'percent', value: '30' }, calculateDocument(accepted).total));
    const { deposits, final } = invoicesOf(accepted, [deposit]);
    const acceptedTotals = calculateDocument(accepted);
    expect((deposits[0]?.total ?? 0) + final.total).toBe(acceptedTotals.total);
    expect(taxesByKey([...deposits, final])).toEqual(taxesByKey([acceptedTotals]));
  });

  it('keeps the document discount one discount, on the accepted lines alone, and every accepted line figure', () => {
    const accepted = exclusive(
      [line('2', 5000, { discount: { type: 'percent', value: '10' }, taxes: [vat('20')] }), line('1', 2000), line('-1', 500)],
      { discount: { type: 'amount', value: 999 } },
    );
    const final = finalInvoiceLines(accepted, []);
    expect(final.lines).toEqual(accepted.lines);
    expect(final).toMatchObject({ discount: { type: 'amount', value: 999 }, discountLines: 3 });
    // A change order's line after them takes none of the discount.
    const changeOrder = line('1', 10_000, { taxes: [vat('20')] });
    const invoice = calculateDocument({ taxMode: 'exclusive', lines: [...final.lines, changeOrder], discount: final.discount, discountLines: final.discountLines });
    const before = calculateDocument(accepted);
    expect(invoice.lines.slice(0, 3)).toEqual(before.lines);
    expect(invoice.lines[3]).toMatchObject({ discountShare: 0, total: 12_000 });
    expect(invoice.discount).toBe(999);
    expect(invoice.total).toBe(before.total + 12_000);
  });

  it('has no discount to place when the accepted document had none', () => {
    expect(finalInvoiceLines(exclusive([line('1', 100)]), [])).toMatchObject({ discount: null, discountLines: null });
  });
});

const decimalText = (maxWhole: number, places: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** places - 1 }))
    .map(([whole, fraction]) => (places === 0 ? `${whole}` : `${whole}.${`${fraction}`.padStart(places, '0')}`));

// Common rates, so that a line often carries equal rates: ties are where rounding is easiest to get wrong.
const taxArb = fc.record({ id: fc.constantFrom('a', 'b', 'c'), rate: fc.oneof(decimalText(30, 3), fc.constantFrom('5', '10', '20')) });
const lineArb: fc.Arbitrary<LineInput> = fc.record({
  quantity: fc.oneof(decimalText(100, 4), decimalText(3, 0).map((whole) => `-${whole}`)),
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  taxes: fc.uniqueArray(taxArb, { selector: (tax) => tax.id, maxLength: 3 }),
  discount: fc.option(fc.record({ type: fc.constant('percent' as const), value: decimalText(99, 3) }), { nil: null }),
});
const acceptedArb: fc.Arbitrary<DocumentInput> = fc.record({
  taxMode: fc.constantFrom('exclusive' as const, 'inclusive' as const),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 10 }),
  discount: fc.option(
    fc.oneof(
      fc.record({ type: fc.constant('percent' as const), value: decimalText(99, 3) }),
      fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 100_000 }) }),
    ),
    { nil: null },
  ),
});

/** An accepted document worth more than zero, with one to three deposits that together ask at most its total. */
const jobArb = fc
  .tuple(acceptedArb, fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 3 }))
  .filter(([accepted]) => {
    try {
      return calculateDocument(accepted).total > 0;
    } catch {
      return false;
    }
  })
  .map(([accepted, weights]) => {
    const total = calculateDocument(accepted).total;
    const scale = weights.reduce((sum, weight) => sum + weight, 0) + 1;
    return { accepted, total, requests: weights.map((weight) => Math.floor((total * weight) / scale)) };
  });

describe('deposits and the final invoice, for any accepted document', () => {
  it('add up to the accepted total to the unit, and every tax to the unit', () => {
    fc.assert(
      fc.property(jobArb, ({ accepted, total, requests }) => {
        const deposits = requests.map((amount) => splitDeposit(accepted, amount));
        const invoices = invoicesOf(accepted, deposits);
        const sum = invoices.deposits.reduce((paid, deposit) => paid + deposit.total, 0) + invoices.final.total;
        expect(sum).toBe(total);
        expect(taxesByKey([...invoices.deposits, invoices.final])).toEqual(taxesByKey([calculateDocument(accepted)]));
        expect(invoices.final.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('add up to the accepted total with two deposits, the second asked as a percentage capped at what the first leaves', () => {
    const percentArb = fc.integer({ min: 1, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2));
    fc.assert(
      fc.property(jobArb, percentArb, percentArb, ({ accepted, total }, firstPercent, secondPercent) => {
        const first = splitDeposit(accepted, depositAmount({ type: 'percent', value: firstPercent }, total));
        const left = total - totalOf(accepted.taxMode, first);
        // As the gateway does: a further deposit never asks more than the deposits before leave.
        const second = splitDeposit(accepted, Math.min(depositAmount({ type: 'percent', value: secondPercent }, total), left));
        const invoices = invoicesOf(accepted, [first, second]);
        expect(invoices.deposits[0]!.total + invoices.deposits[1]!.total + invoices.final.total).toBe(total);
        expect(taxesByKey([...invoices.deposits, invoices.final])).toEqual(taxesByKey([calculateDocument(accepted)]));
        expect(invoices.final.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('ask at most what was requested, exactly it in tax-inclusive mode, on lines priced above zero', () => {
    fc.assert(
      fc.property(jobArb, ({ accepted, requests }) => {
        for (const amount of requests) {
          const lines = splitDeposit(accepted, amount);
          const charged = totalOf(accepted.taxMode, lines);
          expect(charged).toBeLessThanOrEqual(amount);
          expect(charged).toBeGreaterThanOrEqual(0);
          if (accepted.taxMode === 'inclusive') expect(charged).toBe(amount);
          for (const depositLine of lines) expect(depositLine.unitPrice).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('fall short of a tax-exclusive request by less than one step of price with its taxes', () => {
    fc.assert(
      fc.property(jobArb, ({ accepted, requests }) => {
        fc.pre(accepted.taxMode === 'exclusive');
        for (const amount of requests) {
          const lines = splitDeposit(accepted, amount);
          const taxCount = Math.max(0, ...accepted.lines.map((acceptedLine) => acceptedLine.taxes?.length ?? 0));
          expect(amount - totalOf('exclusive', lines)).toBeLessThanOrEqual(taxCount);
        }
      }),
      { numRuns: 300 },
    );
  });
});
