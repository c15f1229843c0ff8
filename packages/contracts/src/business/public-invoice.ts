import { z } from 'zod';
import { publicLookSchema } from './templates.ts';
import { isoDateSchema } from '../text.ts';
import { publicBusinessSchema, publicClientSchema } from './public-parties.ts';
import { discountSchema, taxModeSchema } from './money-input.ts';
import { payNowOfferSchema } from './payments.ts';
import { jobSiteSchema } from './job.ts';
import { lineLayoutSchema, PLAIN_LINE_LAYOUT } from '../documents/line-layout.ts';
import { documentTotalsSchema, invoiceStatusSchema, lineItemSchema, paymentSchema } from './invoices.ts';

/** The invoice as its client sees it through the secret link: no ids of rows, no internal notes. */
export const publicInvoiceSchema = z.object({
  business: publicBusinessSchema,
  client: publicClientSchema,
  number: z.string(),
  status: invoiceStatusSchema,
  overdue: z.boolean(),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  currency: z.string(),
  taxMode: taxModeSchema,
  lines: z.array(lineItemSchema.omit({ id: true, optional: true })),
  discount: discountSchema.nullable(),
  /** Its lines' headings and the lines its discount takes (a job's final invoice); the plain layout otherwise. */
  layout: lineLayoutSchema.default(PLAIN_LINE_LAYOUT),
  totals: documentTotalsSchema,
  amountPaid: z.number().int(),
  /** Each payment received, oldest first: its date, method, reference and amount (no row ids). */
  payments: z.array(paymentSchema.pick({ date: true, method: true, reference: true, amount: true })).default([]),
  amountCredited: z.number().int().default(0),
  amountReturned: z.number().int().default(0),
  balance: z.number().int(),
  notes: z.string(),
  terms: z.string(),
  paymentInstructions: z.string(),
  /** The job it bills (from the estimate or change order it was made from), or null. */
  jobSite: jobSiteSchema.nullable().default(null),
  /** The business's template for its public page; absent where the server prints the document itself. */
  look: publicLookSchema.optional(),
  /** The code its PDF prints ("9F86-D081-884C"), so the client can check a printout against this page; absent where the server prints the document itself. */
  verificationCode: z.string().optional(),
  /** Whether and how the client can pay online (the public page only; not on a printed copy). */
  payNow: payNowOfferSchema.optional(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;
