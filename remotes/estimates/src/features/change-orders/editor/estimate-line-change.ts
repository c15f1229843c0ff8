import { divideRoundHalfUp, formatScaled, isDecimalText, parseScaled, QUANTITY_SCALE, type LineItem } from '@ledgerline/contracts';
import { minorToInputText, newLineDraft, type LineDraft } from '@ledgerline/document-editor';

/** What the contractor changes of one accepted line: takes it out, or changes its quantity. */
export type LineChange = { kind: 'remove' } | { kind: 'quantity'; quantity: string };

const quantityText = (scaled: bigint) => formatScaled(scaled, QUANTITY_SCALE);

/**
 * A change to a line of the accepted estimate as a line of a change order, priced as the client
 * agreed: the line's amount after its own discount and its share of the estimate's discount, so a 5 %
 * discount the client got is not lost on a credit. One unit of the difference, with the line's taxes.
 */
export function lineFromEstimate(line: LineItem, currency: string, change: LineChange): { line: LineDraft; amount: number } | { error: string } {
  const agreed = BigInt(line.amount - line.discountShare);
  const was = parseScaled(line.quantity, QUANTITY_SCALE);
  const priced = (amount: bigint, description: string) => ({
    line: { ...newLineDraft(), description, unit: '', quantity: '1', unitPrice: minorToInputText(Number(amount), currency), taxes: line.taxes },
    amount: Number(amount),
  });
  if (change.kind === 'remove') return priced(-agreed, `Remove: ${line.description}`);
  const typed = change.quantity.trim();
  if (!isDecimalText(typed, QUANTITY_SCALE) || parseScaled(typed, QUANTITY_SCALE) < 0n) return { error: 'Enter the new quantity, like 12 or 2.5.' };
  const now = parseScaled(typed, QUANTITY_SCALE);
  if (now === was) return { error: 'That is the quantity the estimate already has.' };
  if (was === 0n) return { error: 'This line has no quantity to change; add a line of its own instead.' };
  const unit = line.unit ? ` ${line.unit}` : '';
  return priced(divideRoundHalfUp(agreed * (now - was), was), `${line.description}: ${quantityText(was)} → ${quantityText(now)}${unit}`);
}
