import { z } from 'zod';
import { publicLookSchema } from './templates.ts';
import { idSchema, isoDateSchema } from '../text.ts';
import { documentTotalsSchema, lineItemSchema } from '../documents/line-items.ts';
import { publicSignatureSchema } from '../documents/signature.ts';
import { addressSchema } from './clients.ts';
import { depositPaymentOfferSchema } from './deposit-payment.ts';
import { depositRequestSchema, estimateStatusSchema } from './estimates.ts';
import { jobSchema } from './job.ts';
import { discountSchema, taxModeSchema } from './money-input.ts';
import { publicBusinessSchema, publicClientSchema } from './public-parties.ts';

/**
 * The estimate as its client sees it through the secret link. Lines keep their ids so the client can
 * name the optional lines chosen; the totals count only the lines that are not optional (or, once
 * accepted, the chosen ones too), and the page adds ticked lines with the shared calculator.
 * `revision` goes back with the acceptance.
 */
export const publicEstimateSchema = z.object({
  business: publicBusinessSchema,
  client: publicClientSchema,
  number: z.string(),
  revision: z.number().int().min(1),
  status: estimateStatusSchema,
  issueDate: isoDateSchema,
  validUntil: isoDateSchema,
  currency: z.string(),
  taxMode: taxModeSchema,
  lines: z.array(lineItemSchema),
  discount: discountSchema.nullable(),
  totals: documentTotalsSchema,
  chosenOptionalLineIds: z.array(idSchema),
  deposit: depositRequestSchema.nullable(),
  depositAmount: z.number().int(),
  jobTitle: z.string().default(''),
  siteAddress: addressSchema.nullable(),
  completionDate: isoDateSchema.nullable(),
  notes: z.string(),
  terms: z.string(),
  signature: publicSignatureSchema.nullable(),
  /** The contract value and dates once accepted, with approved change orders. */
  job: jobSchema.nullable(),
  /** The deposit the client can pay online once the estimate is accepted; absent when there is none to pay online, or where the server prints the document itself. */
  depositPayment: depositPaymentOfferSchema.optional(),
  /** The business's template for its public page; absent where the server prints the document itself. */
  look: publicLookSchema.optional(),
  /** The code its PDF prints ("9F86-D081-884C"), so the client can check a printout against this page; absent where the server prints the document itself. */
  verificationCode: z.string().optional(),
});
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;
