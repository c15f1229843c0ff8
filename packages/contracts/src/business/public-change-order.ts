import { z } from 'zod';
import { publicLookSchema } from './templates.ts';
import { isoDateSchema } from '../text.ts';
import { documentTotalsSchema, lineItemSchema } from '../documents/line-items.ts';
import { publicSignatureSchema } from '../documents/signature.ts';
import { changeOrderStatusSchema } from './change-orders.ts';
import { jobSchema, jobSiteSchema } from './job.ts';
import { taxModeSchema } from './money-input.ts';
import { publicBusinessSchema, publicClientSchema } from './public-parties.ts';

/**
 * The change order as its client sees it through the secret link, with the job it changes.
 * `revision` is the content's revision the client reads (1, then one more with each edit, as an estimate's); it goes back with the approval, so an edit made in
 * between answers 409 instead of being signed unseen.
 */
export const publicChangeOrderSchema = z.object({
  business: publicBusinessSchema,
  client: publicClientSchema,
  number: z.string(),
  revision: z.number().int().min(1),
  status: changeOrderStatusSchema,
  estimateNumber: z.string(),
  reason: z.string(),
  description: z.string(),
  requestedBy: z.string(),
  currency: z.string(),
  taxMode: taxModeSchema,
  lines: z.array(lineItemSchema.omit({ id: true })),
  totals: documentTotalsSchema,
  costDelta: z.number().int(),
  daysDelta: z.number().int(),
  approvalDeadline: isoDateSchema.nullable(),
  /** The deadline is behind the server's today: the change order is not approved until it is sent again with a new one. */
  deadlinePassed: z.boolean(),
  sentAt: z.string().nullable(),
  notes: z.string(),
  terms: z.string(),
  /** Why the client declined it, or why it was voided. */
  closingReason: z.string().nullable(),
  signature: publicSignatureSchema.nullable(),
  job: jobSchema,
  /** The job's title and site, from its estimate. */
  jobSite: jobSiteSchema.nullable().default(null),
  /** The business's template for its public page; absent where the server prints the document itself. */
  look: publicLookSchema.optional(),
  /** The code its PDF prints ("9F86-D081-884C"), so the client can check a printout against this page; absent where the server prints the document itself. */
  verificationCode: z.string().optional(),
});
export type PublicChangeOrder = z.infer<typeof publicChangeOrderSchema>;
