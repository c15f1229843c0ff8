import type { z } from 'zod';
import {
  calculateDocument,
  isDecimalText,
  layoutOfLines,
  MoneyRuleError,
  parseScaled,
  PERCENT_SCALE,
  QUANTITY_SCALE,
  type DiscountInput,
  type DocumentTotals,
  type LineLayout,
  type TaxMode,
} from '@ledgerline/contracts';
import { parseMoneyText } from './money-text.ts';
import type { DiscountDraft, DocumentDraft } from './document-draft.ts';

const ONE_HUNDRED_PERCENT = 100n * 10n ** BigInt(PERCENT_SCALE);

/** Messages by field path, the same paths the gateway uses in a problem's `fields` ("lines.0.unitPrice"). */
export type FieldErrors = Record<string, string>;

export interface DraftReading<Input> {
  /** The body to send, or null while any field is invalid. */
  input: Input | null;
  errors: FieldErrors;
  /**
   * Live totals from the shared calculator; invalid fields count as empty until corrected. Optional
   * lines count in no total until a client chooses them.
   */
  totals: DocumentTotals | null;
  /** Each line's amount, optional lines included, by the line's index; null while the totals cannot be computed. */
  lineAmounts: number[] | null;
  totalsError: string | null;
}

function readDiscount(draft: DiscountDraft, currency: string, path: string, errors: FieldErrors): DiscountInput | null {
  if (draft.value.trim() === '') return null;
  if (draft.type === 'percent') {
    const value = draft.value.trim();
    if (!isDecimalText(value, PERCENT_SCALE) || parseScaled(value, PERCENT_SCALE) < 0n || parseScaled(value, PERCENT_SCALE) > ONE_HUNDRED_PERCENT) {
      errors[path] = 'Use a percentage from 0 to 100 with at most 3 decimals.';
      return null;
    }
    return { type: 'percent', value };
  }
  const amount = parseMoneyText(draft.value, currency);
  if (!amount.ok || amount.minor < 0) {
    errors[path] = amount.ok ? 'A discount cannot be negative.' : amount.message;
    return null;
  }
  return { type: 'amount', value: amount.minor };
}

/** How the document is priced: its tax mode, and the layout of a job's final invoice (line-layout.ts in contracts). */
export interface DraftPricing {
  taxMode: TaxMode;
  layout?: LineLayout | null;
}

/**
 * Reads the typed draft into the API's input for its kind, with a message for each invalid field.
 * `schema` is the kind's input schema from packages/contracts; `own` holds the kind's own fields
 * (an invoice's due date), sent beside the ones every document has.
 */
export function readDocumentDraft<Input>(
  draft: DocumentDraft,
  { taxMode, layout }: DraftPricing,
  schema: z.ZodType<Input>,
  own: Record<string, unknown>,
  /** Keys of optional lines the client chose when accepting: these count in the totals. */
  chosen: ReadonlySet<string> = new Set(),
): DraftReading<Input> {
  const errors: FieldErrors = {};
  const lines = draft.lines.map((line, index) => {
    const quantity = line.quantity.trim();
    if (!isDecimalText(quantity, QUANTITY_SCALE)) errors[`lines.${index}.quantity`] = 'Use a quantity with at most 4 decimals.';
    const price = parseMoneyText(line.unitPrice, draft.currency);
    if (!price.ok) errors[`lines.${index}.unitPrice`] = price.message;
    return {
      description: line.description,
      quantity: errors[`lines.${index}.quantity`] ? '0' : quantity,
      unitPrice: price.ok ? price.minor : 0,
      unit: line.unit,
      taxes: line.taxes,
      discount: readDiscount(line.discount, draft.currency, `lines.${index}.discount`, errors),
      optional: line.optional,
    };
  });
  const discount = readDiscount(draft.discount, draft.currency, 'discount', errors);

  let totals: DocumentTotals | null = null;
  let lineAmounts: number[] | null = null;
  let totalsError: string | null = null;
  try {
    const counted = lines.filter((line, index) => !line.optional || chosen.has(draft.lines[index]?.key ?? ''));
    totals = calculateDocument({ taxMode, lines: counted, discount, discountLines: layoutOfLines(layout, counted.length).discountLines });
    // A line's amount does not depend on the other lines, so the optional ones get theirs from a run over every line.
    const everyLine = lines.some((line) => line.optional) ? calculateDocument({ taxMode, lines }) : totals;
    lineAmounts = everyLine.lines.map((line) => line.amount);
  } catch (error) {
    if (!(error instanceof MoneyRuleError)) throw error;
    totalsError = error.message;
  }

  const parsed = schema.safeParse({
    clientId: draft.clientId ?? '',
    number: draft.number.trim() === '' ? undefined : draft.number,
    issueDate: draft.issueDate,
    currency: draft.currency,
    lines,
    discount,
    notes: draft.notes,
    terms: draft.terms,
    exchangeRate: draft.exchangeRate.trim() === '' ? null : draft.exchangeRate.trim(),
    templateId: draft.templateId,
    ...own,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= path === 'clientId' ? 'Choose a client.' : issue.message;
    }
  }
  if (draft.lines.length === 0) errors.lines ??= 'Add at least one line.';
  const valid = parsed.success && Object.keys(errors).length === 0 && totalsError === null;
  return { input: valid && parsed.success ? parsed.data : null, errors, totals, lineAmounts, totalsError };
}

/**
 * Lines whose amount cannot be computed yet because a number typed on them is not valid. A field
 * still empty does not count: a line being written is not wrong, only unfinished.
 */
export function incompleteLines(draft: DocumentDraft, errors: FieldErrors): Set<number> {
  const indexes = Object.keys(errors).flatMap((path) => {
    const match = /^lines\.(\d+)\.(quantity|unitPrice|discount)$/.exec(path);
    const line = match ? draft.lines[Number(match[1])] : undefined;
    if (!match || !line) return [];
    const field = match[2] as 'quantity' | 'unitPrice' | 'discount';
    const typed = field === 'discount' ? line.discount.value : line[field];
    return typed.trim() === '' ? [] : [Number(match[1])];
  });
  return new Set(indexes);
}

/** The message for a field, also when the server named a part of it ("discount.value" for "discount"). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return nested === undefined ? undefined : errors[nested];
}
