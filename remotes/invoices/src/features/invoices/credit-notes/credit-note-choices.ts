import { formatScaled, parseScaled, QUANTITY_SCALE, type Invoice } from '@ledgerline/contracts';

/** One invoice line as the credit note dialog offers it: how much of it is left to credit, and how much is chosen. */
export interface LineChoice {
  lineId: string;
  description: string;
  /** What no earlier credit note took, as exact decimal text ("0.25"); unsigned. */
  left: string;
  chosen: boolean;
  quantity: string;
}

const magnitude = (text: string) => {
  const value = parseScaled(text, QUANTITY_SCALE);
  return value < 0n ? -value : value;
};

/** The invoice's lines with something left to credit, each chosen in full to start with. */
export function lineChoicesOf(invoice: Invoice): LineChoice[] {
  return invoice.lines.flatMap((line) => {
    const left = magnitude(line.quantity) - magnitude(invoice.creditedQuantities[line.id] ?? '0');
    if (left <= 0n) return [];
    const text = formatScaled(left, QUANTITY_SCALE);
    return [{ lineId: line.id, description: line.description, left: text, chosen: true, quantity: text }];
  });
}

/** Whether every line left is chosen whole: the credit note then takes back the rest of the invoice. */
export const takesEverythingLeft = (choices: LineChoice[]) => choices.every((choice) => choice.chosen && choice.quantity.trim() === choice.left);
