import { allocateProportionally } from './allocate.ts';
import { parseScaled } from './decimal.ts';
import { divideRoundHalfUp } from './rounding.ts';

/**
 * The one calculator of document totals, shared by the gateway (which recomputes every total and
 * ignores totals sent by a browser) and the browser (live totals in the editor). All arithmetic is
 * on bigints; see rounding.ts for where and how rounding happens.
 */

export const QUANTITY_SCALE = 4;
export const PERCENT_SCALE = 3;
/** The highest tax rate, in percent: settings, lines and this calculator all hold to it. */
export const MAX_TAX_RATE = '100';
export const TAX_RATE_RANGE_MESSAGE = `A tax rate must be from 0 to ${MAX_TAX_RATE} %.`;
const QUANTITY_ONE = 10n ** BigInt(QUANTITY_SCALE);
/** A percentage with 3 decimals as a fraction: 8.875 % → 8875n / 100000n. */
const PERCENT_ONE = 100n * 10n ** BigInt(PERCENT_SCALE);
const MAX_TAX_RATE_SCALED = parseScaled(MAX_TAX_RATE, PERCENT_SCALE);

export type TaxMode = 'exclusive' | 'inclusive';
export type DiscountInput = { type: 'percent'; value: string } | { type: 'amount'; value: number };
export interface TaxInput {
  id?: string | undefined;
  name?: string | undefined;
  /** Percent as decimal text, up to 3 decimals: "20", "8.875". */
  rate: string;
}
export interface LineInput {
  /** Decimal text, up to 4 decimals: "1", "2.5", "0.3333". */
  quantity: string;
  /** Minor units of the document currency. */
  unitPrice: number;
  discount?: DiscountInput | null | undefined;
  taxes?: readonly TaxInput[] | undefined;
  /**
   * What earlier invoices billed of the same work at the same taxes (a line of a schedule of values,
   * billed period by period). Its taxes are then those of the whole to date less those of what was
   * billed before, so the periods' taxes add up to the whole line's to the unit, as a single invoice
   * would have taxed it.
   */
  taxedBefore?: number | null | undefined;
}
export interface DocumentInput {
  taxMode: TaxMode;
  lines: readonly LineInput[];
  discount?: DiscountInput | null | undefined;
  /**
   * How many of the first lines the document discount takes; absent or null, every line. A job's
   * final invoice carries the estimate's discount on the estimate's lines only, so those lines get
   * the very figures the signed estimate gave them and its change orders and deductions none of it.
   */
  discountLines?: number | null | undefined;
}

export interface TaxAmount {
  key: string;
  name: string;
  rate: string;
  amount: number;
}
export interface LineTotals {
  /** Quantity × unit price − line discount, rounded once; tax-inclusive in inclusive mode. */
  amount: number;
  /** This line's part of the document discount. */
  discountShare: number;
  /** What the line is worth before tax, after every discount. */
  net: number;
  taxes: TaxAmount[];
  taxTotal: number;
  /** net + taxTotal. */
  total: number;
}
export interface DocumentTotals {
  lines: LineTotals[];
  subtotal: number;
  discount: number;
  net: number;
  taxes: TaxAmount[];
  taxTotal: number;
  total: number;
}

/** Raised for inputs that no document can have, such as a discount larger than the subtotal. */
export class MoneyRuleError extends Error {}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyRuleError('The amount is too large.');
  }
  return Number(value);
}

function toMinor(value: number): bigint {
  if (!Number.isSafeInteger(value)) throw new MoneyRuleError('Amounts must be whole minor units.');
  return BigInt(value);
}

function taxKey(tax: TaxInput): string {
  return tax.id ?? `${tax.name ?? ''}@${tax.rate}`;
}

function lineAmount(line: LineInput): bigint {
  const quantity = parseScaled(line.quantity, QUANTITY_SCALE);
  const gross = quantity * toMinor(line.unitPrice);
  const discount = line.discount;
  if (!discount) return divideRoundHalfUp(gross, QUANTITY_ONE);
  if (discount.type === 'percent') {
    const percent = parseScaled(discount.value, PERCENT_SCALE);
    if (percent < 0n || percent > PERCENT_ONE) throw new MoneyRuleError('A discount must be between 0 and 100 %.');
    return divideRoundHalfUp(gross * (PERCENT_ONE - percent), QUANTITY_ONE * PERCENT_ONE);
  }
  const off = toMinor(discount.value);
  const amount = divideRoundHalfUp(gross, QUANTITY_ONE);
  if (off < 0n || (amount >= 0n ? off > amount : off !== 0n)) {
    throw new MoneyRuleError('A line discount cannot be negative or larger than the line.');
  }
  return amount - off;
}

function documentDiscount(subtotal: bigint, discount: DiscountInput | null | undefined): bigint {
  if (!discount) return 0n;
  if (discount.type === 'percent') {
    const percent = parseScaled(discount.value, PERCENT_SCALE);
    if (percent < 0n || percent > PERCENT_ONE) throw new MoneyRuleError('A discount must be between 0 and 100 %.');
    // A percentage of a negative subtotal would be a negative discount: one that adds to what is owed.
    if (subtotal < 0n && percent > 0n) throw new MoneyRuleError('A discount needs a subtotal above zero.');
    return divideRoundHalfUp(subtotal * percent, PERCENT_ONE);
  }
  const off = toMinor(discount.value);
  if (off < 0n || (off > 0n && off > subtotal)) {
    throw new MoneyRuleError('The document discount cannot be negative or larger than the subtotal.');
  }
  return off;
}

function discountScope(discountLines: number | null | undefined, lineCount: number): number {
  if (discountLines === null || discountLines === undefined) return lineCount;
  if (!Number.isInteger(discountLines) || discountLines < 0 || discountLines > lineCount) {
    throw new MoneyRuleError('The discount is set on more lines than the document has.');
  }
  return discountLines;
}

/** A line's taxes, on what it bills now on top of what was billed of it before (`before`, zero for most lines). */
function lineTaxes(taxMode: TaxMode, afterDiscount: bigint, taxes: readonly TaxInput[], before: bigint) {
  if (before === 0n) return taxesOn(taxMode, afterDiscount, taxes);
  const toDate = taxesOn(taxMode, before + afterDiscount, taxes).amounts;
  const earlier = taxesOn(taxMode, before, taxes).amounts;
  const amounts = toDate.map((amount, index) => amount - (earlier[index] ?? 0n));
  const included = taxMode === 'inclusive' ? amounts.reduce((sum, amount) => sum + amount, 0n) : 0n;
  return { net: afterDiscount - included, amounts };
}

function taxesOn(taxMode: TaxMode, afterDiscount: bigint, taxes: readonly TaxInput[]) {
  const rates = taxes.map((tax) => {
    const rate = parseScaled(tax.rate, PERCENT_SCALE);
    if (rate < 0n || rate > MAX_TAX_RATE_SCALED) throw new MoneyRuleError(TAX_RATE_RANGE_MESSAGE);
    return rate;
  });
  if (taxMode === 'exclusive') {
    return { net: afterDiscount, amounts: rates.map((rate) => divideRoundHalfUp(afterDiscount * rate, PERCENT_ONE)) };
  }
  const rateSum = rates.reduce((sum, rate) => sum + rate, 0n);
  const net = divideRoundHalfUp(afterDiscount * PERCENT_ONE, PERCENT_ONE + rateSum);
  const included = afterDiscount - net;
  return { net, amounts: rateSum === 0n ? rates.map(() => 0n) : allocateProportionally(included, rates) };
}

/** Computes every line and document figure of a document in integer minor units. */
export function calculateDocument(input: DocumentInput): DocumentTotals {
  const amounts = input.lines.map(lineAmount);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0n);
  const discounted = amounts.slice(0, discountScope(input.discountLines, amounts.length));
  const discount = documentDiscount(
    discounted.reduce((sum, amount) => sum + amount, 0n),
    input.discount,
  );
  const shares = discount === 0n ? amounts.map(() => 0n) : [...allocateProportionally(discount, discounted), ...amounts.slice(discounted.length).map(() => 0n)];

  const byTax = new Map<string, TaxAmount>();
  let net = 0n;
  let taxTotal = 0n;
  const lines = input.lines.map((line, index): LineTotals => {
    const amount = amounts[index] ?? 0n;
    const share = shares[index] ?? 0n;
    const taxes = line.taxes ?? [];
    const split = lineTaxes(input.taxMode, amount - share, taxes, toMinor(line.taxedBefore ?? 0));
    const lineTaxTotal = split.amounts.reduce((sum, value) => sum + value, 0n);
    net += split.net;
    taxTotal += lineTaxTotal;
    const taxAmounts = taxes.map((tax, taxIndex): TaxAmount => {
      const value = split.amounts[taxIndex] ?? 0n;
      const key = taxKey(tax);
      const entry = byTax.get(key) ?? { key, name: tax.name ?? '', rate: tax.rate, amount: 0 };
      entry.amount = toSafeNumber(BigInt(entry.amount) + value);
      byTax.set(key, entry);
      return { key, name: tax.name ?? '', rate: tax.rate, amount: toSafeNumber(value) };
    });
    return {
      amount: toSafeNumber(amount),
      discountShare: toSafeNumber(share),
      net: toSafeNumber(split.net),
      taxes: taxAmounts,
      taxTotal: toSafeNumber(lineTaxTotal),
      total: toSafeNumber(split.net + lineTaxTotal),
    };
  });

  return {
    lines,
    subtotal: toSafeNumber(subtotal),
    discount: toSafeNumber(discount),
    net: toSafeNumber(net),
    taxes: [...byTax.values()],
    taxTotal: toSafeNumber(taxTotal),
    total: toSafeNumber(net + taxTotal),
  };
}
