import { calculateDocument, depositAmount, MoneyRuleError, type DocumentTotals, type PublicEstimate } from '@ledgerline/contracts';

export type ShownTotals = Omit<DocumentTotals, 'lines'>;

/** The optional lines among the chosen ids, in the estimate's order (ids of another revision drop out). */
export function chosenOptionalLineIds(estimate: PublicEstimate, chosen: ReadonlySet<string>): string[] {
  return estimate.lines.filter((line) => line.optional && chosen.has(line.id)).map((line) => line.id);
}

/**
 * The estimate's totals and deposit with the chosen optional lines counted, by the same calculator
 * the server will use when the client accepts. A choice no document could have (a credit line that
 * takes the total below its discount) keeps the sender's figures: the server refuses it anyway.
 */
export function totalsWithChoice(estimate: PublicEstimate, chosen: ReadonlySet<string>): { totals: ShownTotals; deposit: number } {
  const counted = estimate.lines.filter((line) => !line.optional || chosen.has(line.id));
  try {
    const { lines: _lines, ...totals } = calculateDocument({ taxMode: estimate.taxMode, discount: estimate.discount, lines: counted });
    return { totals, deposit: depositAmount(estimate.deposit, totals.total) };
  } catch (error) {
    if (!(error instanceof MoneyRuleError)) throw error;
    return { totals: estimate.totals, deposit: estimate.depositAmount };
  }
}
