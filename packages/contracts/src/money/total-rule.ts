import type { DocumentTotals } from './calculate-document.ts';

/**
 * Credit lines are allowed: a line may have a negative quantity or unit price (a return, a deposit
 * already received). A document as a whole never owes its client money, though: an invoice below
 * zero could be sent but never paid. The server refuses such a save and the editor says why.
 */
export const NEGATIVE_TOTAL_MESSAGE =
  'The total cannot be below zero. Credit lines (a negative quantity or price) are allowed, as long as the other lines outweigh them.';

/** The sentence for totals that break the rule, or null when they keep it. */
export function totalRuleProblem(totals: Pick<DocumentTotals, 'total'>): string | null {
  return totals.total < 0 ? NEGATIVE_TOTAL_MESSAGE : null;
}
