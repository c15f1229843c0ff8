import { z } from 'zod';
import { currencyCodeSchema } from '../money/currency.ts';
import { idSchema, isoDateSchema, pageOf, pageQuerySchema, plainText } from '../text.ts';
import { discountSchema, minorAmountSchema, taxModeSchema } from './money-input.ts';
import { activityEventSchema } from '../documents/activity.ts';
import { documentTotalsSchema, lineItemInputSchema, lineItemSchema } from '../documents/line-items.ts';
import { lineLayoutSchema, PLAIN_LINE_LAYOUT } from '../documents/line-layout.ts';
import { documentNumberSchema } from './number-pattern.ts';
import { documentLinkActionSchema, documentLinkSchema } from '../documents/public-link.ts';
import { invoiceSourceSchema } from './invoice-source.ts';
import { AGING_BUCKETS } from '../documents/aging.ts';
import { INVOICE_SORTS } from './invoice-sorts.ts';
import { documentTemplateIdSchema } from './templates.ts';
import { exchangeRateBodyFields, exchangeRateInputFields } from './exchange-rates.ts';

/** Lines, totals and activity belong to every document kind; they live in documents/ and are named here too. */
export { activityEventSchema, documentTotalsSchema, lineItemInputSchema, lineItemSchema };
export type { ActivityEvent } from '../documents/activity.ts';
export type { LineItemInput } from '../documents/line-items.ts';

export const INVOICE_STATUSES = ['draft', 'sent', 'partial', 'paid', 'void'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** Totals are never accepted from a browser: the server computes them from these fields. */
export const invoiceInputSchema = z.object({
  clientId: idSchema,
  number: documentNumberSchema.optional(),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  currency: currencyCodeSchema,
  lines: z.array(lineItemInputSchema).max(200, 'At most 200 lines.'),
  discount: discountSchema.nullable().default(null),
  notes: plainText(5000).default(''),
  terms: plainText(5000).default(''),
  /** The template it is printed with; null follows the account's default for the kind, absent keeps what it had. */
  templateId: documentTemplateIdSchema.optional(),
  ...exchangeRateInputFields,
}).refine((invoice) => invoice.dueDate >= invoice.issueDate, {
  message: 'The due date cannot be before the issue date.',
  path: ['dueDate'],
});
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;
export type InvoiceInputDraft = z.input<typeof invoiceInputSchema>;

/**
 * An invoice is issued once it leaves draft (sent, paid or void): what it bills is then a record, and
 * only these fields may still change, each change written to its activity.
 */
export const INVOICE_FIELDS_OPEN_AFTER_ISSUE = ['dueDate', 'notes', 'terms', 'templateId'] as const;
export const isInvoiceIssued = (status: InvoiceStatus): boolean => status !== 'draft';

/** An update names the version it was based on; a stale version answers 409. */
export const invoiceUpdateSchema = z.object({ version: z.number().int().min(1) }).and(invoiceInputSchema);
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'check', 'other'] as const;
export const paymentInputSchema = z.object({
  amount: minorAmountSchema.positive('A payment must be more than zero.'),
  date: isoDateSchema,
  method: z.enum(PAYMENT_METHODS),
  reference: plainText(100).default(''),
  /** Email the client a receipt with its PDF (a payment the client made online always sends one). */
  sendReceipt: z.boolean().default(false),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;
/** How a recorded payment was made: a method a user records, or the client's credit from an earlier credit note (never typed in). */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, 'client_credit'] as const;
export const paymentSchema = paymentInputSchema.omit({ sendReceipt: true }).extend({
  id: idSchema,
  method: z.enum(RECORDED_PAYMENT_METHODS),
  /** The number its receipt prints (receiptNumberOf); empty in an answer cached before receipts. */
  receiptNumber: z.string().default(''),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
/**
 * A payment's receipt number: its invoice's number and its place among the payments ever recorded on
 * that invoice ("INV-0007-2"), so a deleted payment's number is never given to another.
 */
export const receiptNumberOf = (invoiceNumber: string, sequence: number): string => `${invoiceNumber}-${sequence}`;
/** How each method reads, on the owner's screens and on what the client receives alike. */
export const PAYMENT_METHOD_LABELS: Record<Payment['method'], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
  client_credit: 'Client credit',
};

const invoiceClientSchema = z.object({ id: idSchema, name: z.string(), company: z.string() });

export const invoiceSummarySchema = z.object({
  id: idSchema,
  number: z.string(),
  status: invoiceStatusSchema,
  overdue: z.boolean(),
  client: invoiceClientSchema,
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  currency: z.string(),
  total: z.number().int(),
  amountPaid: z.number().int(),
  /** What its credit notes took back; the balance is the total less this and what was paid and kept. */
  amountCredited: z.number().int().default(0),
  /** What of the money paid its credit notes gave back (refunded, or kept as the client's credit). */
  amountReturned: z.number().int().default(0),
  balance: z.number().int(),
  viewedAt: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  taxMode: taxModeSchema,
  lines: z.array(lineItemSchema),
  discount: discountSchema.nullable(),
  /** Its lines' headings and the lines its discount takes (a job's final invoice); the plain layout otherwise. */
  layout: lineLayoutSchema.default(PLAIN_LINE_LAYOUT),
  totals: documentTotalsSchema,
  notes: z.string(),
  terms: z.string(),
  ...exchangeRateBodyFields,
  payments: z.array(paymentSchema),
  activity: z.array(activityEventSchema),
  publicUrl: z.string().nullable(),
  /** The public link's last day; null (or absent in an older answer) when it does not expire (see publicLinkExpired). */
  publicLinkExpiresOn: isoDateSchema.nullable().default(null),
  sentAt: z.string().nullable(),
  /** The estimate or change order this invoice was made from, or null for an invoice written directly. */
  source: invoiceSourceSchema.nullable(),
  /** The credit notes that correct it, oldest first. */
  creditNotes: z.array(z.object({ id: idSchema, number: z.string(), issueDate: isoDateSchema, total: z.number().int() })).default([]),
  /** The quantity its credit notes took back of each of its lines, by line id (exact decimal text); lines never credited are absent. */
  creditedQuantities: z.record(z.string(), z.string()).default({}),
  /** The template it picked, or null for the account's default; defaulted for answers cached before templates existed. */
  templateId: documentTemplateIdSchema.default(null),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * The list's status filters beyond the stored statuses: overdue; outstanding (sent or partly paid);
 * issued (neither draft nor void: what "invoiced" counts).
 */
export const INVOICE_LIST_STATUSES = [...INVOICE_STATUSES, 'overdue', 'outstanding', 'issued'] as const;

export const invoiceListQuerySchema = pageQuerySchema.extend({
  status: z.enum(INVOICE_LIST_STATUSES).optional(),
  clientId: idSchema.optional(),
  q: plainText(100).optional(),
  /** Issue dates, both ends included. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Outstanding invoices this many days past due. */
  aging: z.enum(AGING_BUCKETS, `Aging is one of: ${AGING_BUCKETS.join(', ')}.`).optional(),
  /** Invoices with a payment dated in this period, both ends included. */
  paidFrom: isoDateSchema.optional(),
  paidTo: isoDateSchema.optional(),
  sort: z.enum(INVOICE_SORTS, `Sort by one of: ${INVOICE_SORTS.join(', ')}.`).default('-issueDate'),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceListSchema = pageOf(invoiceSummarySchema);
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** Every kind's public link is rotated and revoked alike; these names are the invoice routes' own. */
export const invoiceLinkActionSchema = documentLinkActionSchema;
export const invoiceLinkSchema = documentLinkSchema;
