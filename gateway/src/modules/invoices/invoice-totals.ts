import {
  calculateDocument,
  DecimalFormatError,
  MoneyRuleError,
  totalRuleProblem,
  type DocumentTotals,
  type InvoiceInput,
  type TaxMode,
} from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';

/**
 * The server's own totals for an invoice's lines, from the shared calculator; totals a browser may
 * have sent were never parsed. Inputs no document can have (a discount above its line, a sum past
 * the safe range) answer 422 with the calculator's sentence, and so does a total below zero (credit
 * lines are fine, a negative invoice is not: README, Money).
 */
export function computeTotals(input: Pick<InvoiceInput, 'lines' | 'discount'>, taxMode: TaxMode): DocumentTotals {
  let totals: DocumentTotals;
  try {
    totals = calculateDocument({ taxMode, lines: input.lines, discount: input.discount });
  } catch (error) {
    if (error instanceof MoneyRuleError || error instanceof DecimalFormatError) {
      throw new HttpError(422, 'money_rule', error.message);
    }
    throw error;
  }
  const problem = totalRuleProblem(totals);
  if (problem) throw new HttpError(422, 'negative_total', problem);
  return totals;
}
