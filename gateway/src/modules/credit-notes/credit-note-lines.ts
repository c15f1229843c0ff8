import {
  chosenLinesLayout,
  divideRoundHalfUp,
  PLAIN_LINE_LAYOUT,
  formatScaled,
  parseScaled,
  QUANTITY_SCALE,
  type CreditNoteLineChoice,
  type DiscountInput,
  type DocumentTotals,
  type LineItemInput,
  type LineLayout,
  type TaxMode,
} from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { computeTotals, lineInputOf, type PricedLine } from '../document-core/totals.ts';
import type { IInvoiceLine } from '../invoices/invoice-line.entity.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';

/** The lines a credit note takes back, each with the invoice line it comes from, and their totals. */
export type CreditedLines = { lines: (PricedLine & { invoiceLineId: string })[]; discount: DiscountInput | null; layout: LineLayout | null; totals: DocumentTotals };

const scaled = (quantity: string) => parseScaled(quantity, QUANTITY_SCALE);
const magnitude = (value: bigint) => (value < 0n ? -value : value);

const refuse = (field: string, message: string) => new HttpError(422, 'credit_not_possible', message, { fields: { [field]: [message] } });

/** What the lines the document discount takes come to before it: all of them, or the first `discountLines`. */
const discountedSubtotal = (lines: LineItemInput[], discountLines: number | null, taxMode: TaxMode) =>
  computeTotals({ lines: discountLines === null ? lines : lines.slice(0, discountLines), discount: null }, taxMode).subtotal;

/**
 * The invoice's document discount for the lines taken back: a percentage stays the same; an amount
 * is the share of it that the credited lines' subtotal is of the invoice's (all of it for all of
 * them), both counted over the lines the discount takes.
 */
function creditedDiscount(
  invoice: Pick<IInvoice, 'discount' | 'taxMode'>,
  invoiceLines: IInvoiceLine[],
  lines: LineItemInput[],
  layouts: { invoice: LineLayout; credit: LineLayout },
): DiscountInput | null {
  const discount = invoice.discount ?? null;
  if (!discount || discount.type === 'percent') return discount;
  const whole = discountedSubtotal(invoiceLines.map((line) => lineInputOf(line)), layouts.invoice.discountLines, invoice.taxMode);
  const credited = discountedSubtotal(lines, layouts.credit.discountLines, invoice.taxMode);
  if (whole === 0 || credited === whole) return discount;
  return { type: 'amount', value: Number(divideRoundHalfUp(BigInt(discount.value) * BigInt(credited), BigInt(whole))) };
}

/**
 * What a credit note of the invoice takes back: the chosen lines with their chosen quantities, or
 * (`choices` null) whatever no earlier credit note took. A line is credited at most its own
 * quantity over all its credit notes (422 naming the line); prices, taxes and line discounts are
 * the invoice's own, and a credit line of the invoice (a negative quantity) is taken back as one.
 * `credited` is the quantity earlier credit notes took of each invoice line.
 */
export function creditedLines(
  invoice: Pick<IInvoice, 'number' | 'discount' | 'taxMode' | 'lineLayout'>,
  invoiceLines: IInvoiceLine[],
  credited: Map<string, bigint>,
  choices: CreditNoteLineChoice[] | null,
): CreditedLines {
  const left = (line: IInvoiceLine) => magnitude(scaled(line.quantity)) - (credited.get(line.id) ?? 0n);
  const chosen: { line: IInvoiceLine; quantity: bigint }[] = [];
  if (choices === null) {
    for (const line of invoiceLines) if (left(line) > 0n) chosen.push({ line, quantity: left(line) });
  } else {
    const byId = new Map(invoiceLines.map((line) => [line.id, line]));
    const seen = new Set<string>();
    choices.forEach((choice, index) => {
      const line = byId.get(choice.invoiceLineId);
      if (!line) throw refuse(`lines.${index}.invoiceLineId`, `That line is not on invoice ${invoice.number}.`);
      if (seen.has(line.id)) throw refuse(`lines.${index}.invoiceLineId`, `“${line.description || `Line ${line.position + 1}`}” is chosen twice.`);
      seen.add(line.id);
      const quantity = scaled(choice.quantity);
      if (quantity > left(line)) {
        throw refuse(
          `lines.${index}.quantity`,
          `“${line.description || `Line ${line.position + 1}`}” has ${formatScaled(left(line), QUANTITY_SCALE)} left to credit, less than the ${choice.quantity} asked.`,
        );
      }
      chosen.push({ line, quantity });
    });
  }
  if (chosen.length === 0) throw new HttpError(409, 'nothing_to_credit', `Everything on invoice ${invoice.number} has already been credited.`);
  chosen.sort((a, b) => a.line.position - b.line.position);
  const lines = chosen.map(({ line, quantity }) => {
    const sign = scaled(line.quantity) < 0n ? -1n : 1n;
    return { ...lineInputOf(line), quantity: formatScaled(sign * quantity, QUANTITY_SCALE), invoiceLineId: line.id };
  });
  const invoiceLayout = invoice.lineLayout ?? PLAIN_LINE_LAYOUT;
  const layout = chosenLinesLayout(invoiceLayout, chosen.map(({ line }) => line.position));
  const discount = creditedDiscount(invoice, invoiceLines, lines, { invoice: invoiceLayout, credit: layout });
  const totals = computeTotals({ lines, discount, discountLines: layout.discountLines }, invoice.taxMode);
  if (totals.total <= 0) throw new HttpError(422, 'nothing_to_credit', 'A credit note takes back more than zero: choose lines the client was charged for.');
  return { lines, discount, layout: invoice.lineLayout ? layout : null, totals };
}
