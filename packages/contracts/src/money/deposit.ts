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
 *   - the final invoice keeps the accepted document discount as it was, on the accepted lines
 *     alone (the calculator's `discountLines`), so the deductions and change orders take none of it.
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

/**
 * The final invoice of an accepted document: its lines as accepted, its document discount on those
 * lines alone (`discountLines`: the calculator then gives each the figures the accepted document
 * gave it), and, for each deposit invoice, the lines that deduct it. Approved change orders go
 * between the accepted lines and the deductions, as lines of their own that the discount does not take.
 */
export function finalInvoiceLines<L extends LineInput>(
  accepted: AcceptedDocument<L>,
  deposits: readonly (readonly DepositLine[])[],
): { lines: readonly L[]; discount: DiscountInput | null; discountLines: number | null; deductions: DepositLine[][] } {
  const discount = accepted.discount ?? null;
  return {
    lines: accepted.lines,
    discount,
    discountLines: discount === null ? null : accepted.lines.length,
    deductions: deposits.map((lines) => lines.map((line) => ({ quantity: line.quantity, unitPrice: -line.unitPrice, taxes: line.taxes }))),
  };
}
