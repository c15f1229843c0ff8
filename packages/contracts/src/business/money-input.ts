import { z } from 'zod';
import { isDecimalText, parseScaled } from '../money/decimal.ts';
import { MAX_TAX_RATE, PERCENT_SCALE, QUANTITY_SCALE, TAX_RATE_RANGE_MESSAGE } from '../money/calculate-document.ts';
import { plainText } from '../text.ts';

/** An amount in minor units: a safe integer, so NaN, 1e309 and 2^53 are refused at the edge. */
export const minorAmountSchema = z
  .number('Must be an amount in minor units.')
  .int('Must be a whole number of minor units.')
  .refine(Number.isSafeInteger, 'The amount is too large.');

export const quantitySchema = z
  .string()
  .refine((text) => isDecimalText(text, QUANTITY_SCALE), 'Use a quantity with at most 4 decimals.');

export const percentSchema = z
  .string()
  .refine((text) => isDecimalText(text, PERCENT_SCALE), 'Use a percentage with at most 3 decimals.');

export const discountSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), value: percentSchema }),
  z.object({ type: z.literal('amount'), value: minorAmountSchema.nonnegative('A discount cannot be negative.') }),
]);

const MAX_RATE = parseScaled(MAX_TAX_RATE, PERCENT_SCALE);

export const taxRateSchema = z.object({
  // plainText: a NUL byte here would otherwise reach a jsonb column and fail there.
  id: plainText(40).pipe(z.string().min(1, 'A tax needs an id.')),
  name: plainText(60).pipe(z.string().min(1, 'Name the tax.')),
  // Text that is no percentage at all already has percentSchema's message; the range is checked after.
  rate: percentSchema.refine((text) => {
    if (!isDecimalText(text, PERCENT_SCALE)) return true;
    const rate = parseScaled(text, PERCENT_SCALE);
    return rate >= 0n && rate <= MAX_RATE;
  }, TAX_RATE_RANGE_MESSAGE),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** A list of taxes, each id once: the calculator adds taxes up by id, so a repeated id would merge two rates. */
export const taxRateListSchema = (max: number, tooMany: string) =>
  z
    .array(taxRateSchema)
    .max(max, tooMany)
    .refine((taxes) => new Set(taxes.map((tax) => tax.id)).size === taxes.length, 'Each tax may appear only once.');

export const taxModeSchema = z.enum(['exclusive', 'inclusive']);
