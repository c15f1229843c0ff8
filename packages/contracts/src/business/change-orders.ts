import { z } from 'zod';
import { exchangeRateBodyFields, exchangeRateInputFields } from './exchange-rates.ts';
import { idSchema, isoDateSchema, pageOf, pageQuerySchema, plainText, requiredText } from '../text.ts';
import { activityEventSchema } from '../documents/activity.ts';
import { documentTotalsSchema, lineItemInputSchema, lineItemSchema } from '../documents/line-items.ts';
import { signatureSummarySchema } from '../documents/signature.ts';
import type { ChangeOrderStatusName } from '../documents/status-machines.ts';
import { jobSchema, jobSiteSchema } from './job.ts';
import { documentTemplateIdSchema } from './templates.ts';
import { taxModeSchema } from './money-input.ts';

export const CHANGE_ORDER_STATUSES = ['draft', 'sent', 'approved', 'declined', 'void'] as const satisfies readonly ChangeOrderStatusName[];
export const changeOrderStatusSchema = z.enum(CHANGE_ORDER_STATUSES);
export type ChangeOrderStatus = z.infer<typeof changeOrderStatusSchema>;

/**
 * Whether a change order can no longer be approved because its deadline is behind `today`: the
 * client may approve on the deadline day itself. No deadline never passes.
 */
export function approvalDeadlinePassed(approvalDeadline: string | null, today: string): boolean {
  return approvalDeadline !== null && approvalDeadline < today;
}

const DAYS_DELTA = 'The days added must be a whole number from -3650 to 3650.';

/**
 * A change to an accepted estimate's work. Lines may be negative (work taken out); the client,
 * currency and tax mode are the estimate's. Totals, and so the cost delta, are computed by the server.
 */
export const changeOrderInputSchema = z.object({
  estimateId: idSchema,
  reason: requiredText(200, 'Reason'),
  description: plainText(5000).default(''),
  lines: z.array(lineItemInputSchema).max(200, 'At most 200 lines.'),
  daysDelta: z.number(DAYS_DELTA).int(DAYS_DELTA).min(-3650, DAYS_DELTA).max(3650, DAYS_DELTA).default(0),
  requestedBy: plainText(100).default(''),
  approvalDeadline: isoDateSchema.nullable().default(null),
  invoiceOnApproval: z.boolean().default(false),
  notes: plainText(5000).default(''),
  terms: plainText(5000).default(''),
  /** The template it is printed with; null follows the account's default for the kind, absent keeps what it had. */
  templateId: documentTemplateIdSchema.optional(),
  ...exchangeRateInputFields,
});
export type ChangeOrderInput = z.infer<typeof changeOrderInputSchema>;
export type ChangeOrderInputDraft = z.input<typeof changeOrderInputSchema>;

/** An update names the version it was based on (a stale one answers 409); a change order never moves to another estimate. */
export const changeOrderUpdateSchema = z.object({ version: z.number().int().min(1) }).and(changeOrderInputSchema.omit({ estimateId: true }));
export type ChangeOrderUpdate = z.infer<typeof changeOrderUpdateSchema>;

export const changeOrderSummarySchema = z.object({
  id: idSchema,
  /** The estimate's base number and the change order's place among its: "EST-0007-CO-01". */
  number: z.string(),
  status: changeOrderStatusSchema,
  estimate: z.object({ id: idSchema, number: z.string() }),
  client: z.object({ id: idSchema, name: z.string(), company: z.string() }),
  reason: z.string(),
  /** The change order's total: what it adds to the contract value, negative when it takes work out. */
  costDelta: z.number().int(),
  daysDelta: z.number().int(),
  currency: z.string(),
  approvalDeadline: isoDateSchema.nullable(),
  /** Approved and billed: on an invoice of its own, or as a line of the job's next invoice. */
  invoiced: z.boolean(),
  viewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChangeOrderSummary = z.infer<typeof changeOrderSummarySchema>;

export const changeOrderSchema = changeOrderSummarySchema.extend({
  description: z.string(),
  requestedBy: z.string(),
  taxMode: taxModeSchema,
  lines: z.array(lineItemSchema),
  totals: documentTotalsSchema,
  invoiceOnApproval: z.boolean(),
  notes: z.string(),
  terms: z.string(),
  ...exchangeRateBodyFields,
  publicUrl: z.string().nullable(),
  /** The public link's last day; null (or absent in an older answer) when it does not expire (see publicLinkExpired). */
  publicLinkExpiresOn: isoDateSchema.nullable().default(null),
  sentAt: z.string().nullable(),
  /** The template it picked, or null for the account's default; defaulted for answers cached before templates existed. */
  templateId: documentTemplateIdSchema.default(null),
  /** Its content's revision, the one its client reads and signs (an edit moves it; sending does not). */
  revision: z.number().int().min(1).default(1),
  version: z.number().int(),
  activity: z.array(activityEventSchema),
  signature: signatureSummarySchema.nullable(),
  /** Why the client declined it, or why it was voided. */
  closingReason: z.string().nullable(),
  invoice: z.object({ id: idSchema, number: z.string() }).nullable(),
  job: jobSchema,
  /** The job's title and site, from its estimate; defaulted for answers cached before. */
  jobSite: jobSiteSchema.nullable().default(null),
});
export type ChangeOrder = z.infer<typeof changeOrderSchema>;

export const CHANGE_ORDER_SORTS = ['-createdAt', 'createdAt', '-number', 'number', '-costDelta', 'costDelta'] as const;
export const changeOrderListQuerySchema = pageQuerySchema.extend({
  status: changeOrderStatusSchema.optional(),
  estimateId: idSchema.optional(),
  clientId: idSchema.optional(),
  q: plainText(100).optional(),
  /** 'true': approved and not yet invoiced, the money contractors lose most. */
  uninvoiced: z.literal('true', 'Uninvoiced can only be true.').optional(),
  sort: z.enum(CHANGE_ORDER_SORTS, `Sort by one of: ${CHANGE_ORDER_SORTS.join(', ')}.`).default('-createdAt'),
});
export type ChangeOrderListQuery = z.infer<typeof changeOrderListQuerySchema>;

export const changeOrderListSchema = pageOf(changeOrderSummarySchema);
export type ChangeOrderList = z.infer<typeof changeOrderListSchema>;

export const changeOrderVoidSchema = z.object({ reason: requiredText(500, 'Reason') });
export type ChangeOrderVoid = z.infer<typeof changeOrderVoidSchema>;
