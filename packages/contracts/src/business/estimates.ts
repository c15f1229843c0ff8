import { z } from 'zod';
import { exchangeRateBodyFields, exchangeRateInputFields } from './exchange-rates.ts';
import { currencyCodeSchema } from '../money/currency.ts';
import { isDepositPercent, type DepositRequest } from '../money/deposit.ts';
import { idSchema, isoDateSchema, pageOf, pageQuerySchema, plainText } from '../text.ts';
import { activityEventSchema } from '../documents/activity.ts';
import { documentTotalsSchema, lineItemInputSchema, lineItemSchema } from '../documents/line-items.ts';
import { signatureSummarySchema } from '../documents/signature.ts';
import type { EstimateStatusName } from '../documents/status-machines.ts';
import { addressSchema } from './clients.ts';
import { invoiceSourceRoleSchema } from './invoice-source.ts';
import { invoiceStatusSchema } from './invoices.ts';
import { jobSchema } from './job.ts';
import { documentTemplateIdSchema } from './templates.ts';
import { discountSchema, minorAmountSchema, taxModeSchema } from './money-input.ts';
import { documentNumberSchema } from './number-pattern.ts';

/** Expired is derived from valid-until when an estimate is read; the others are stored. */
export const ESTIMATE_STATUSES = ['draft', 'sent', 'expired', 'accepted', 'declined', 'partly_invoiced', 'invoiced'] as const satisfies readonly EstimateStatusName[];
export const estimateStatusSchema = z.enum(ESTIMATE_STATUSES);
export type EstimateStatus = z.infer<typeof estimateStatusSchema>;

const DEPOSIT_PERCENT = 'A deposit percentage must be above 0 and at most 100, with at most 2 decimals.';

export const depositRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('percent'),
    value: z.string().refine(isDepositPercent, DEPOSIT_PERCENT),
  }),
  z.object({ type: z.literal('amount'), value: minorAmountSchema.positive('A deposit amount must be more than zero.') }),
]) satisfies z.ZodType<DepositRequest>;

/** Totals are never accepted from a browser: the server computes them, and the deposit amount, from these fields. */
export const estimateInputSchema = z
  .object({
    clientId: idSchema,
    number: documentNumberSchema.optional(),
    issueDate: isoDateSchema,
    validUntil: isoDateSchema,
    currency: currencyCodeSchema,
    lines: z.array(lineItemInputSchema).max(200, 'At most 200 lines.'),
    discount: discountSchema.nullable().default(null),
    notes: plainText(5000).default(''),
    terms: plainText(5000).default(''),
    /** The job's name, printed on every document of the job ("Ortega bathroom remodel"). */
    jobTitle: plainText(120).default(''),
    /** Where the work is done, when it is not the client's billing address. */
    siteAddress: addressSchema.nullable().default(null),
    deposit: depositRequestSchema.nullable().default(null),
    /** The planned completion of the work; approved change orders move it by their days. */
    completionDate: isoDateSchema.nullable().default(null),
    /** The template it is printed with; null follows the account's default for the kind, absent keeps what it had. */
    templateId: documentTemplateIdSchema.optional(),
    ...exchangeRateInputFields,
  })
  .refine((estimate) => estimate.validUntil >= estimate.issueDate, {
    message: 'The valid-until date cannot be before the issue date.',
    path: ['validUntil'],
  });
export type EstimateInput = z.infer<typeof estimateInputSchema>;
export type EstimateInputDraft = z.input<typeof estimateInputSchema>;

/** An update names the version it was based on; a stale version answers 409. */
export const estimateUpdateSchema = z.object({ version: z.number().int().min(1) }).and(estimateInputSchema);
export type EstimateUpdate = z.infer<typeof estimateUpdateSchema>;

const estimateClientSchema = z.object({ id: idSchema, name: z.string(), company: z.string() });

export const estimateSummarySchema = z.object({
  id: idSchema,
  /** As displayed: "EST-0007", or "EST-0007-R2" from revision 2 on (see revisionNumber). */
  number: z.string(),
  baseNumber: z.string(),
  revision: z.number().int().min(1),
  status: estimateStatusSchema,
  client: estimateClientSchema,
  issueDate: isoDateSchema,
  validUntil: isoDateSchema,
  currency: z.string(),
  total: z.number().int(),
  /** The accepted total plus approved change orders; the total itself before acceptance. */
  contractValue: z.number().int(),
  viewedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type EstimateSummary = z.infer<typeof estimateSummarySchema>;

/** One revision in the estimate's history; each stays readable after a newer one replaces it. */
export const estimateRevisionEntrySchema = z.object({
  revision: z.number().int().min(1),
  status: estimateStatusSchema,
  total: z.number().int(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
});
export type EstimateRevisionEntry = z.infer<typeof estimateRevisionEntrySchema>;

/** An invoice made from the estimate or one of its change orders. */
export const estimateInvoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  role: invoiceSourceRoleSchema,
  total: z.number().int(),
  status: invoiceStatusSchema,
});
export type EstimateInvoice = z.infer<typeof estimateInvoiceSchema>;

/** What a revision holds, the current one and every earlier one alike. */
const estimateContentSchema = z.object({
  taxMode: taxModeSchema,
  lines: z.array(lineItemSchema),
  discount: discountSchema.nullable(),
  /** Optional lines count only when the client chose them on acceptance. */
  totals: documentTotalsSchema,
  /** The optional lines the client ticked when accepting; empty before acceptance. */
  chosenOptionalLineIds: z.array(idSchema),
  notes: z.string(),
  terms: z.string(),
  /** Defaulted for answers cached before jobs had titles. */
  jobTitle: z.string().default(''),
  siteAddress: addressSchema.nullable(),
  deposit: depositRequestSchema.nullable(),
  /** The deposit the request comes to on the total (see depositAmount); 0 when none is requested. */
  depositAmount: z.number().int(),
  completionDate: isoDateSchema.nullable(),
  ...exchangeRateBodyFields,
  /** The signature of this revision, once accepted. */
  signature: signatureSummarySchema.nullable(),
  /** Why the client declined this revision, in their words; null (or absent in an older answer) unless declined. */
  declineReason: z.string().nullable().default(null),
});

export const estimateSchema = estimateSummarySchema.extend({
  ...estimateContentSchema.shape,
  publicUrl: z.string().nullable(),
  /** The public link's last day; null (or absent in an older answer) when it does not expire (see publicLinkExpired). */
  publicLinkExpiresOn: isoDateSchema.nullable().default(null),
  sentAt: z.string().nullable(),
  /** The template it picked, or null for the account's default; defaulted for answers cached before templates existed. */
  templateId: documentTemplateIdSchema.default(null),
  version: z.number().int(),
  activity: z.array(activityEventSchema),
  revisions: z.array(estimateRevisionEntrySchema),
  /** The job's contract value and dates, once the estimate is accepted. */
  job: jobSchema.nullable(),
  invoices: z.array(estimateInvoiceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Estimate = z.infer<typeof estimateSchema>;

/** GET /api/estimates/:id/revisions/:revision: a revision as it was sent, and signed if it was. */
export const estimateRevisionSchema = estimateRevisionEntrySchema.extend({
  ...estimateContentSchema.shape,
  id: idSchema,
  number: z.string(),
  client: estimateClientSchema,
  issueDate: isoDateSchema,
  validUntil: isoDateSchema,
  currency: z.string(),
});
export type EstimateRevision = z.infer<typeof estimateRevisionSchema>;

export const ESTIMATE_SORTS = ['-issueDate', 'issueDate', '-number', 'number', '-total', 'total', 'validUntil', '-validUntil'] as const;
/**
 * Groups of statuses the list filters by beside one status: sent (every estimate out of draft), won
 * (accepted, partly or wholly invoiced), and open jobs (accepted, not yet wholly invoiced).
 */
export const ESTIMATE_STAGES = ['sent', 'won', 'open'] as const;
export type EstimateStage = (typeof ESTIMATE_STAGES)[number];

export const estimateListQuerySchema = pageQuerySchema.extend({
  status: estimateStatusSchema.optional(),
  stage: z.enum(ESTIMATE_STAGES, `Stage is one of: ${ESTIMATE_STAGES.join(', ')}.`).optional(),
  clientId: idSchema.optional(),
  q: plainText(100).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  sort: z.enum(ESTIMATE_SORTS, `Sort by one of: ${ESTIMATE_SORTS.join(', ')}.`).default('-issueDate'),
});
export type EstimateListQuery = z.infer<typeof estimateListQuerySchema>;

export const estimateListSchema = pageOf(estimateSummarySchema).extend({
  /**
   * Accepted (or later) estimates among the decided ones (accepted or later, declined, expired) that
   * the filters select, the status filter aside; null when none is decided.
   */
  winRate: z.number().min(0).max(1).nullable(),
  /** Over every row the filters select, not only this page. */
  totals: z.object({ count: z.number().int(), total: z.number().int() }),
});
export type EstimateList = z.infer<typeof estimateListSchema>;

/**
 * POST /api/estimates/:id/convert. The answer is the invoice: 201 when made now, 200 with the same
 * invoice when this conversion had already happened (a double click, a second tab).
 *
 * An estimate may have several deposits. A deposit request names how many deposit invoices the
 * estimate had when the user asked (`depositsBefore`, void ones counted): the deposit is made only
 * while that count is current; otherwise the answer is the deposit that followed it (200). So a
 * double click or a second tab never makes a second deposit, and a further one is asked from a
 * screen that has seen the one before. `deposit` is what it asks; the estimate's request when absent.
 */
export const ESTIMATE_CONVERT_MODES = ['full', 'deposit', 'final'] as const;
export const estimateConvertSchema = z
  .object({
    mode: z.enum(ESTIMATE_CONVERT_MODES),
    deposit: depositRequestSchema.optional(),
    depositsBefore: z.number('Deposits before must be a whole number.').int('Deposits before must be a whole number.').min(0).max(1000).default(0),
  })
  .refine((convert) => convert.mode === 'deposit' || convert.deposit === undefined, { message: 'Only a deposit invoice takes a deposit amount.', path: ['deposit'] });
export type EstimateConvert = z.infer<typeof estimateConvertSchema>;
export type EstimateConvertRequest = z.input<typeof estimateConvertSchema>;
