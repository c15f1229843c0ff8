import { z } from 'zod';
import { divideRoundHalfUp } from '../money/rounding.ts';
import { parseScaled } from '../money/decimal.ts';
import { PERCENT_SCALE } from '../money/calculate-document.ts';
import { idSchema, pageOf, pageQuerySchema, plainText, requiredText } from '../text.ts';
import { minorAmountSchema, percentSchema, taxRateListSchema } from './money-input.ts';

/**
 * An item of the price book: what a line of any document starts from when it is picked as you type
 * (its name, description, unit, price and taxes). Its cost and markup are the business's own and
 * never reach a document: a line takes only the price. Amounts in minor units of the account's currency.
 */
export const priceBookItemInputSchema = z.strictObject({
  name: requiredText(120, 'Name'),
  description: plainText(2000).default(''),
  unit: plainText(20).default(''),
  category: plainText(60).default(''),
  /** What the item costs the business; null when not tracked. */
  unitCost: minorAmountSchema.min(0, 'The cost cannot be below zero.').nullable().default(null),
  /** Percent added to the cost to make the price; with a cost, the price follows from it. */
  markup: percentSchema.nullable().default(null),
  unitPrice: minorAmountSchema,
  taxes: taxRateListSchema(5, 'At most 5 taxes per item.').default([]),
});
export type PriceBookItemInput = z.infer<typeof priceBookItemInputSchema>;
export type PriceBookItemDraft = z.input<typeof priceBookItemInputSchema>;

export const priceBookItemSchema = priceBookItemInputSchema.extend({ id: idSchema, updatedAt: z.string() });
export type PriceBookItem = z.infer<typeof priceBookItemSchema>;

export const priceBookListQuerySchema = pageQuerySchema.extend({
  /** Matches the name, description or category. */
  q: plainText(100).optional(),
});
export type PriceBookListQuery = z.infer<typeof priceBookListQuerySchema>;

export const priceBookListSchema = pageOf(priceBookItemSchema);
export type PriceBookList = z.infer<typeof priceBookListSchema>;

/** The price a cost and a markup make: cost × (1 + markup), rounded half up to the unit. */
export function priceFromMarkup(unitCost: number, markup: string): number {
  const scale = 100n * 10n ** BigInt(PERCENT_SCALE);
  return Number(divideRoundHalfUp(BigInt(unitCost) * (scale + parseScaled(markup, PERCENT_SCALE)), scale));
}
