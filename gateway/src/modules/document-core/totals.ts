import {
  calculateDocument,
  DecimalFormatError,
  MoneyRuleError,
  OPTIONAL_LINES_MESSAGE,
  totalRuleProblem,
  type DiscountInput,
  type DocumentTotals,
  type LineItemInput,
  type TaxMode,
} from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';

/** A line as the server prices it: as typed, or with what earlier invoices billed of it (taxedBefore in the calculator), which no browser sends. */
export type PricedLine = LineItemInput & { taxedBefore?: number | null };

/** What the calculator reads of a document of any kind; `discountLines` from its layout (line-layout.ts in contracts). */
export type PricedInput = { lines: PricedLine[]; discount: DiscountInput | null; discountLines?: number | null | undefined };

/**
 * The server's own totals for a document's lines, from the shared calculator; totals a browser may
 * have sent were never parsed. Inputs no document can have (a discount above its line, a sum past
 * the safe range) answer 422 with the calculator's sentence, and so does a total below zero (credit
 * lines are fine, a negative invoice is not: README, Money) unless the kind allows one: a change
 * order may take money off the job.
 */
export function computeTotals(input: PricedInput, taxMode: TaxMode, options: { allowNegative?: boolean } = {}): DocumentTotals {
  let totals: DocumentTotals;
  try {
    totals = calculateDocument({ taxMode, lines: input.lines, discount: input.discount, discountLines: input.discountLines });
  } catch (error) {
    if (error instanceof MoneyRuleError || error instanceof DecimalFormatError) {
      throw new HttpError(422, 'money_rule', error.message);
    }
    throw error;
  }
  const problem = options.allowNegative ? null : totalRuleProblem(totals);
  if (problem) throw new HttpError(422, 'negative_total', problem);
  return totals;
}

/** What a stored line of any kind holds of its input. */
type StoredLineInput = Pick<LineItemInput, 'description' | 'quantity' | 'unitPrice' | 'unit' | 'taxes'> & { discount?: DiscountInput | null; taxedBefore?: number | null };

/** A stored line of any kind as input again: to copy it to another document, recompute from it or compare it. */
export function lineInputOf(line: StoredLineInput, optional = false): PricedLine {
  const input: PricedLine = { description: line.description, quantity: line.quantity, unitPrice: line.unitPrice, unit: line.unit, taxes: line.taxes, discount: line.discount ?? null, optional };
  return line.taxedBefore == null ? input : { ...input, taxedBefore: line.taxedBefore };
}

/** The stored document figures of the calculator's totals, as every kind's header holds them. */
export function totalsFields(totals: DocumentTotals) {
  return {
    subtotal: totals.subtotal,
    discountTotal: totals.discount,
    net: totals.net,
    taxes: totals.taxes,
    taxTotal: totals.taxTotal,
    total: totals.total,
  };
}

/** The stored figures of each line, in input order, for the kind's line entity. */
export function lineFields(input: LineItemInput[], totals: DocumentTotals) {
  return input.map((line, position) => {
    const figures = totals.lines[position];
    if (!figures) throw new Error('The calculator returned fewer lines than it was given.');
    return {
      position,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unit: line.unit,
      taxes: line.taxes,
      discount: line.discount,
      amount: figures.amount,
      discountShare: figures.discountShare,
      net: figures.net,
      taxAmounts: figures.taxes,
      total: figures.total,
    };
  });
}

/** The stored figures of each line of a kind that bills (an invoice, a credit note), with what earlier invoices billed of it. */
export function billedLineFields(input: PricedLine[], totals: DocumentTotals) {
  return lineFields(input, totals).map((fields, index) => ({ ...fields, taxedBefore: input[index]?.taxedBefore ?? null }));
}

/** Invoices and change orders bill every line: only an estimate's client may choose lines (422). */
export function refuseOptionalLines(lines: LineItemInput[]): void {
  const index = lines.findIndex((line) => line.optional);
  if (index >= 0) {
    throw new HttpError(422, 'optional_lines', OPTIONAL_LINES_MESSAGE, { fields: { [`lines.${index}.optional`]: [OPTIONAL_LINES_MESSAGE] } });
  }
}
