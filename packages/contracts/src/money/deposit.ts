import { calculateDocument, type DiscountInput, type DocumentInput, type LineInput, type TaxInput, type TaxMode } from './calculate-document.ts';
import { allocateProportionally } from './allocate.ts';
import { parseScaled } from './decimal.ts';
import { divideRoundHalfUp } from './rounding.ts';

/**
 * Deposits on an accepted estimate, and the final invoice that deducts them. The guarantee: the
 * deposit invoices and the final invoice, each computed by the one calculator, add up to the accepted
 * total to the unit, and every tax to the unit too. It holds because
 *   - a deposit invoice has one line per tax group (the lines that carry the same taxes), so each
 *     part of the deposit carries the taxes of the work it pays for;
 *   - the final invoice deducts each deposit line as the same line at a negative price, and the
 *     calculator rounds a negative amount exactly as the positive one (half away from zero) and
 *     splits it among several taxes as the mirror of the positive one (allocate.ts);
 *   - the final invoice carries the accepted document discount inside its lines instead of as a
 *     document discount, which would otherwise be spread over the deductions too.
 */

/** A deposit as requested on an estimate: a percentage of the accepted total ("30", "12.5") or an amount in minor units. */
export type DepositRequest = { type: 'percent'; value: string } | { type: 'amount'; value: number };
export const DEPOSIT_PERCENT_SCALE = 2;
const HUNDRED_PERCENT = 100n * 10n ** BigInt(DEPOSIT_PERCENT_SCALE);

/** Whether text is a deposit percentage: above 0, at most 100, with at most 2 decimals. */
export function isDepositPercent(text: string): boolean {
  try {
    const percent = parseScaled(text, DEPOSIT_PERCENT_SCALE);
    return percent > 0n && percent <= HUNDRED_PERCENT;
  } catch {
    return false;
  }
}

/** What a deposit request comes to on a total: never below zero, never above the total. */
export function depositAmount(request: DepositRequest | null, total: number): number {
  if (request === null || total <= 0) return 0;
  if (request.type === 'amount') return Math.max(0, Math.min(request.value, total));
  const percent = parseScaled(request.value, DEPOSIT_PERCENT_SCALE);
  const clamped = percent < 0n ? 0n : percent > HUNDRED_PERCENT ? HUNDRED_PERCENT : percent;
  return Number(divideRoundHalfUp(BigInt(total) * clamped, HUNDRED_PERCENT));
}

/** One line of a deposit invoice: a single unit of one tax group's share. */
export interface DepositLine {
  quantity: string;
  unitPrice: number;
  taxes: TaxInput[];
}

interface TaxGroup {
  taxes: TaxInput[];
  /** What the group's lines come to, taxes included, after every discount. */
  total: number;
}

/** The accepted lines grouped by the taxes they carry (whatever their order on a line). */
function taxGroups(accepted: DocumentInput): TaxGroup[] {
  const totals = calculateDocument(accepted);
  const groups = new Map<string, TaxGroup>();
  accepted.lines.forEach((line, index) => {
    const figures = totals.lines[index];
    if (figures === undefined) return;
    const key = JSON.stringify(figures.taxes.map((tax) => tax.key).sort());
    const group = groups.get(key) ?? { taxes: [...(line.taxes ?? [])], total: 0 };
    group.total += figures.total;
    groups.set(key, group);
  });
  return [...groups.values()];
}

/** What one unit line of the group at this price comes to, taxes included, by the calculator itself. */
function lineTotal(accepted: DocumentInput, taxes: TaxInput[], unitPrice: number): number {
  return calculateDocument({ taxMode: accepted.taxMode, lines: [{ quantity: '1', unitPrice, taxes }] }).total;
}

/**
 * The highest price whose line comes to at most `target` with its taxes. Tax-inclusive lines come to
 * their price exactly; a tax-exclusive total can skip a unit (1.00 + 10 % never makes 1.05), so
 * the price is searched for: the line total never falls as the price rises.
 */
function priceUpTo(accepted: DocumentInput, taxes: TaxInput[], target: number): number {
  if (accepted.taxMode === 'inclusive' || taxes.length === 0) return target;
  let low = 0;
  let high = target;
  while (low < high) {
    const middle = low + Math.ceil((high - low) / 2);
    if (lineTotal(accepted, taxes, middle) <= target) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The lines of a deposit invoice of `amount` (taxes included) on the accepted document, which holds
 * only the lines accepted (optional lines the client did not choose left out). The amount is shared
 * among the tax groups that come to more than zero, in proportion to what each comes to. With
 * tax-exclusive lines some totals cannot be reached to the unit; the deposit is then the closest total
 * below the amount, so a deposit never asks for more than requested.
 */
export function splitDeposit(accepted: DocumentInput, amount: number): DepositLine[] {
  const groups = taxGroups(accepted);
  const acceptedTotal = groups.reduce((sum, group) => sum + group.total, 0);
  const target = Math.max(0, Math.min(amount, acceptedTotal));
  if (target === 0) return [];
  const shares = allocateProportionally(
    BigInt(target),
    groups.map((group) => BigInt(Math.max(0, group.total))),
  );
  const prices = groups.map((group, index) => priceUpTo(accepted, group.taxes, Number(shares[index] ?? 0n)));
  const totals = groups.map((group, index) => lineTotal(accepted, group.taxes, prices[index] ?? 0));
  let short = target - totals.reduce((sum, total) => sum + total, 0);
  // What rounding left short is made up a unit of price at a time, where one step fits best.
  while (short > 0) {
    let best: { index: number; step: number } | null = null;
    for (const [index, group] of groups.entries()) {
      if (group.total <= 0) continue;
      const step = lineTotal(accepted, group.taxes, (prices[index] ?? 0) + 1) - (totals[index] ?? 0);
      if (step <= short && (best === null || step < best.step)) best = { index, step };
    }
    if (best === null) break;
    prices[best.index] = (prices[best.index] ?? 0) + 1;
    totals[best.index] = (totals[best.index] ?? 0) + best.step;
    short -= best.step;
  }
  return groups
    .map((group, index) => ({ quantity: '1', unitPrice: prices[index] ?? 0, taxes: group.taxes }))
    .filter((line) => line.unitPrice > 0);
}

/** The accepted document with lines of the caller's own type (descriptions, units, ids). */
export interface AcceptedDocument<L extends LineInput> {
  taxMode: TaxMode;
  lines: readonly L[];
  discount?: DiscountInput | null | undefined;
}

/** A line whose price and discount may have taken in its share of the document discount. */
export type FoldedLine<L extends LineInput> = Omit<L, 'quantity' | 'unitPrice' | 'discount'> & {
  quantity: string;
  unitPrice: number;
  discount: DiscountInput | null;
};

/**
 * The accepted lines with the document discount moved into each line, so that without a document
 * discount the calculator gives every line the same figures as before. A line that cannot carry its
 * share as a line discount (a credit line) becomes one unit at its discounted amount.
 */
function foldDocumentDiscount<L extends LineInput>(accepted: AcceptedDocument<L>): FoldedLine<L>[] {
  const totals = calculateDocument(accepted);
  const lines: readonly L[] = accepted.lines;
  return lines.map((line, index): FoldedLine<L> => {
    const figures = totals.lines[index];
    if (figures === undefined || figures.discountShare === 0) return { ...line, discount: line.discount ?? null };
    const discounted = figures.amount - figures.discountShare;
    const undiscounted = calculateDocument({ taxMode: accepted.taxMode, lines: [{ quantity: line.quantity, unitPrice: line.unitPrice }] }).subtotal;
    if (undiscounted >= discounted && discounted >= 0) {
      return { ...line, discount: { type: 'amount', value: undiscounted - discounted } };
    }
    return { ...line, quantity: '1', unitPrice: discounted, discount: null };
  });
}

/**
 * The final invoice of an accepted document: its lines (the document discount moved into them, so the
 * invoice needs none) and, for each deposit invoice, the lines that deduct it. Approved change
 * orders are added as lines of their own.
 */
export function finalInvoiceLines<L extends LineInput>(
  accepted: AcceptedDocument<L>,
  deposits: readonly (readonly DepositLine[])[],
): { lines: FoldedLine<L>[]; deductions: DepositLine[][] } {
  return {
    lines: foldDocumentDiscount(accepted),
    deductions: deposits.map((lines) => lines.map((line) => ({ quantity: line.quantity, unitPrice: -line.unitPrice, taxes: line.taxes }))),
  };
}
