import { z } from 'zod';
import { idSchema, plainText } from '../text.ts';
import { discountSchema, minorAmountSchema, quantitySchema, taxRateListSchema } from '../business/money-input.ts';

/** One line of any document kind, as a browser sends it: totals are never accepted, the server computes them. */
export const lineItemInputSchema = z.object({
  description: plainText(2000),
  quantity: quantitySchema,
  unitPrice: minorAmountSchema,
  unit: plainText(20).default(''),
  taxes: taxRateListSchema(5, 'At most 5 taxes per line.').default([]),
  discount: discountSchema.nullable().default(null),
  /** An optional line of an estimate: the client may tick it on acceptance; it counts in no total until then. */
  optional: z.boolean().default(false),
});
export type LineItemInput = z.infer<typeof lineItemInputSchema>;

/** Only an estimate has lines its client may choose; other kinds refuse them with this sentence. */
export const OPTIONAL_LINES_MESSAGE = 'Optional lines belong to estimates.';

export const taxAmountSchema = z.object({ key: z.string(), name: z.string(), rate: z.string(), amount: z.number().int() });

/** A stored line with the figures the shared calculator gave it. */
export const lineItemSchema = lineItemInputSchema.extend({
  id: idSchema,
  amount: z.number().int(),
  discountShare: z.number().int(),
  net: z.number().int(),
  taxAmounts: z.array(taxAmountSchema),
  total: z.number().int(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const documentTotalsSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  net: z.number().int(),
  taxes: z.array(taxAmountSchema),
  taxTotal: z.number().int(),
  total: z.number().int(),
});
