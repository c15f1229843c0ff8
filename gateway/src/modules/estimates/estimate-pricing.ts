import type { DiscountInput, DocumentTotals, LineItemInput, TaxMode } from '@ledgerline/contracts';
import { computeTotals } from '../document-core/totals.ts';

/**
 * An estimate's figures: the document totals count the lines that are not optional, plus the
 * optional lines the client chose (`chosen`, by position). Each line still gets figures of its own
 * to show: a counted line its share of the document, an optional line not (yet) chosen its own
 * price and taxes, as if alone. The answer's `lines` are in input order, as lineFields reads them.
 */
export function priceEstimate(
  input: { lines: LineItemInput[]; discount: DiscountInput | null },
  taxMode: TaxMode,
  chosen: (position: number) => boolean = () => false,
): DocumentTotals {
  const counts = input.lines.map((line, position) => !line.optional || chosen(position));
  const counted = computeTotals({ lines: input.lines.filter((_line, position) => counts[position]), discount: input.discount }, taxMode);
  let next = 0;
  const lines = input.lines.map((line, position) => {
    const figures = counts[position] ? counted.lines[next++] : computeTotals({ lines: [line], discount: null }, taxMode, { allowNegative: true }).lines[0];
    if (!figures) throw new Error('The calculator returned fewer lines than it was given.');
    return figures;
  });
  return { ...counted, lines };
}
