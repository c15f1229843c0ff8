import { z } from 'zod';
import { jobSiteSchema } from './job.ts';
import { idSchema, isoDateSchema, pageOf, pageQuerySchema, plainText, requiredText } from '../text.ts';
import { activityEventSchema } from '../documents/activity.ts';
import { documentTotalsSchema, lineItemSchema } from '../documents/line-items.ts';
import { lineLayoutSchema, PLAIN_LINE_LAYOUT } from '../documents/line-layout.ts';
import { documentLinkSchema } from '../documents/public-link.ts';
import type { CreditNoteStatusName } from '../documents/status-machines.ts';
import { discountSchema, quantitySchema, taxModeSchema } from './money-input.ts';
import { documentTemplateIdSchema, publicLookSchema } from './templates.ts';
import { publicBusinessSchema, publicClientSchema } from './public-parties.ts';

export const CREDIT_NOTE_STATUSES = ['issued', 'sent'] as const satisfies readonly CreditNoteStatusName[];
export const creditNoteStatusSchema = z.enum(CREDIT_NOTE_STATUSES);
export type CreditNoteStatus = z.infer<typeof creditNoteStatusSchema>;

/**
 * What happens to the part of a credit that the invoice's open balance cannot take (money already
 * paid): it goes back to the client (through the payment provider for what they paid online, the
 * rest recorded as refunded by hand), or stays as the client's credit, used on their next invoice.
 */
export const CREDIT_NOTE_REMAINDERS = ['refund', 'client_credit'] as const;
export const creditNoteRemainderSchema = z.enum(CREDIT_NOTE_REMAINDERS, 'Choose whether the rest is refunded or kept as the client\u2019s credit.');
export type CreditNoteRemainder = z.infer<typeof creditNoteRemainderSchema>;

/** One line of the invoice to take back, and how much of it (its whole quantity, or part). */
export const creditNoteLineChoiceSchema = z.object({
  invoiceLineId: idSchema,
  quantity: quantitySchema.refine((text) => !text.trim().startsWith('-') && Number(text) > 0, 'Credit a quantity above zero.'),
});
export type CreditNoteLineChoice = z.infer<typeof creditNoteLineChoiceSchema>;

/**
 * A credit note is made from an issued invoice, whole (`lines` null) or some of its lines; its lines,
 * prices, taxes and discount are the invoice's own, so totals are never sent: the server computes them.
 */
export const creditNoteInputSchema = z.object({
  invoiceId: idSchema,
  issueDate: isoDateSchema,
  reason: requiredText(500, 'Reason'),
  lines: z.array(creditNoteLineChoiceSchema).min(1, 'Choose at least one line to credit.').max(200, 'At most 200 lines.').nullable().default(null),
  remainder: creditNoteRemainderSchema.default('refund'),
});
export type CreditNoteInput = z.infer<typeof creditNoteInputSchema>;
export type CreditNoteInputDraft = z.input<typeof creditNoteInputSchema>;

/** Voiding an issued invoice is a credit note for all of it; the body says what happens to money paid. */
export const invoiceVoidInputSchema = z.object({
  reason: plainText(500).default(''),
  remainder: creditNoteRemainderSchema.default('refund'),
});
export type InvoiceVoidInput = z.infer<typeof invoiceVoidInputSchema>;

/** Where the credit note's total went: every unit of it is in exactly one of these. */
export const creditNoteSettlementSchema = z.object({
  /** Taken off what the client still owed on the invoice. */
  appliedToBalance: z.number().int(),
  /** Returned through the payment provider, to the card the client paid with. */
  refundedOnline: z.number().int(),
  /** Recorded as returned by the business itself (bank transfer, cash, check). */
  refundedByHand: z.number().int(),
  /** Kept as the client's credit, used on their next invoice. */
  keptAsCredit: z.number().int(),
});
export type CreditNoteSettlement = z.infer<typeof creditNoteSettlementSchema>;

const creditedInvoiceSchema = z.object({ id: idSchema, number: z.string(), issueDate: isoDateSchema });
const creditNoteClientSchema = z.object({ id: idSchema, name: z.string(), company: z.string() });

export const creditNoteSummarySchema = z.object({
  id: idSchema,
  number: z.string(),
  status: creditNoteStatusSchema,
  client: creditNoteClientSchema,
  invoice: creditedInvoiceSchema,
  issueDate: isoDateSchema,
  currency: z.string(),
  total: z.number().int(),
  viewedAt: z.string().nullable(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const creditNoteSchema = creditNoteSummarySchema.extend({
  reason: z.string(),
  taxMode: taxModeSchema,
  lines: z.array(lineItemSchema),
  discount: discountSchema.nullable(),
  /** Its lines' headings and the lines its discount takes, as they were on the invoice it corrects. */
  layout: lineLayoutSchema.default(PLAIN_LINE_LAYOUT),
  totals: documentTotalsSchema,
  settlement: creditNoteSettlementSchema,
  activity: z.array(activityEventSchema),
  publicUrl: z.string().nullable(),
  publicLinkExpiresOn: isoDateSchema.nullable().default(null),
  sentAt: z.string().nullable(),
  templateId: documentTemplateIdSchema.default(null),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNoteListQuerySchema = pageQuerySchema.extend({
  clientId: idSchema.optional(),
  invoiceId: idSchema.optional(),
  q: plainText(100).optional(),
});
export type CreditNoteListQuery = z.infer<typeof creditNoteListQuerySchema>;

export const creditNoteListSchema = pageOf(creditNoteSummarySchema);
export type CreditNoteList = z.infer<typeof creditNoteListSchema>;

export const creditNoteLinkSchema = documentLinkSchema;

/** The credit note as its client sees it through the secret link: the invoice it corrects, what it takes back and where that money went. */
export const publicCreditNoteSchema = z.object({
  business: publicBusinessSchema,
  client: publicClientSchema,
  number: z.string(),
  status: creditNoteStatusSchema,
  invoiceNumber: z.string(),
  invoiceIssueDate: isoDateSchema,
  issueDate: isoDateSchema,
  reason: z.string(),
  currency: z.string(),
  taxMode: taxModeSchema,
  lines: z.array(lineItemSchema.omit({ id: true, optional: true })),
  discount: discountSchema.nullable(),
  /** Its lines' headings and the lines its discount takes, as they were on the invoice it corrects. */
  layout: lineLayoutSchema.default(PLAIN_LINE_LAYOUT),
  totals: documentTotalsSchema,
  settlement: creditNoteSettlementSchema,
  /** The job of the invoice it corrects, or null. */
  jobSite: jobSiteSchema.nullable().default(null),
  look: publicLookSchema.optional(),
  verificationCode: z.string().optional(),
});
export type PublicCreditNote = z.infer<typeof publicCreditNoteSchema>;
