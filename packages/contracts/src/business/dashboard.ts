import { z } from 'zod';
import { currencyCodeSchema } from '../money/currency.ts';
import { DOCUMENT_KINDS } from '../documents/kinds.ts';
import { idSchema, isoDateSchema } from '../text.ts';
import { AGING_BUCKETS } from '../documents/aging.ts';

/*
 * The dashboard's answers. Every amount is in minor units of the account's currency, each document
 * converted at the rate it recorded; drafts and void invoices are never counted.
 */

const count = z.number().int().nonnegative();
const amount = z.number().int();

/** A sum of money and how many documents make it. */
export const moneyFigureSchema = z.object({ amount, count });
export type MoneyFigure = z.infer<typeof moneyFigureSchema>;

/** A calendar period, both ends included. */
export const periodSchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export type Period = z.infer<typeof periodSchema>;

/** The clients a bucket holds the most money of, with how many clients it holds in all. */
export const agingBucketSchema = moneyFigureSchema.extend({
  bucket: z.enum(AGING_BUCKETS),
  clients: z.array(z.object({ id: idSchema, name: z.string(), amount })),
  clientCount: count,
});
export type AgingBucket = z.infer<typeof agingBucketSchema>;

export const dashboardActivitySchema = z.object({
  id: idSchema,
  kind: z.enum(DOCUMENT_KINDS),
  documentId: idSchema,
  number: z.string(),
  type: z.string(),
  summary: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

export const dashboardSchema = z.object({
  currency: currencyCodeSchema,
  today: isoDateSchema,
  thisMonth: periodSchema,
  lastMonth: periodSchema,
  /** Sent and partly paid invoices: what clients still owe. */
  outstanding: moneyFigureSchema,
  /** Outstanding invoices whose due date has passed (one due today is not overdue). */
  overdue: moneyFigureSchema,
  /** Payments by their date, and invoices by their issue date. */
  paidThisMonth: moneyFigureSchema,
  paidLastMonth: moneyFigureSchema,
  invoicedThisMonth: moneyFigureSchema,
  /** Outstanding balances by days past due, in AGING_BUCKETS order. */
  aging: z.array(agingBucketSchema),
  estimates: z.object({
    /** Estimates issued in this period (the chart's twelve months) count. */
    period: periodSchema,
    /** Every estimate sent to its client: awaiting an answer, accepted, declined or expired. */
    sent: moneyFigureSchema,
    /** Accepted, partly or wholly invoiced. */
    accepted: moneyFigureSchema,
    declined: count,
    expired: count,
    /** accepted / (accepted + declined + expired); null while none is decided. */
    winRate: z.number().min(0).max(1).nullable(),
  }),
  /** Approved change orders that no invoice bills yet: the money contractors lose. */
  uninvoicedChangeOrders: moneyFigureSchema,
  /** Accepted estimates not yet wholly invoiced, at their contract value (estimate + approved change orders). */
  openJobs: z.object({ count, contractValue: amount }),
  /** Retainage the jobs' pay applications held back and no release has billed yet; count: the jobs holding some. */
  retainageHeld: moneyFigureSchema,
  /** The latest events across every document, newest first. */
  activity: z.array(dashboardActivitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardChartSchema = z.object({
  currency: currencyCodeSchema,
  /** Twelve calendar months, oldest first, ending with this one; `month` is YYYY-MM. */
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), invoiced: amount, paid: amount })),
});
export type DashboardChart = z.infer<typeof dashboardChartSchema>;
