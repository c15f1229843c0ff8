import { z } from 'zod';
import { idSchema, isoDateSchema, pageOf, pageQuerySchema, plainText } from '../text.ts';
import { addressSchema } from './clients.ts';
import { jobSchema } from './job.ts';

/**
 * A job is an accepted estimate: open while something is left to invoice, completed once it is
 * wholly invoiced (for a job billed in stages: every line complete and its retainage released).
 */
export const JOB_STATUSES = ['open', 'completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { open: 'Open', completed: 'Completed' };

/** A job's status from its estimate's stored one: completed once the estimate is wholly invoiced. */
export const jobStatusOf = (estimateStatus: string): JobStatus => (estimateStatus === 'invoiced' ? 'completed' : 'open');

export const JOB_SORTS = ['-acceptedAt', 'acceptedAt', '-contractValue', 'contractValue', '-leftToBill'] as const;

/** GET /api/jobs: open, completed or both, searched by job title, estimate number or client. */
export const jobListQuerySchema = pageQuerySchema.extend({
  status: z.enum(JOB_STATUSES, `Status is one of: ${JOB_STATUSES.join(', ')}.`).optional(),
  q: plainText(100).optional(),
  clientId: idSchema.optional(),
  sort: z.enum(JOB_SORTS, `Sort by one of: ${JOB_SORTS.join(', ')}.`).default('-acceptedAt'),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/**
 * One job in a list, its money in the job's own currency (minor units): the contract value
 * (accepted total and approved change orders), billed (invoices made from the estimate and its
 * change orders, void ones aside), paid on them, retainage held back from its pay applications and
 * not yet released, and left to bill (contract value less billed: held retainage is billed when released).
 */
export const jobSummarySchema = z.object({
  /** The estimate's id: a job is addressed by its estimate. */
  id: idSchema,
  number: z.string(),
  title: z.string(),
  client: z.object({ id: idSchema, name: z.string(), company: z.string() }),
  status: z.enum(JOB_STATUSES),
  acceptedAt: z.string().nullable(),
  currency: z.string(),
  contractValue: z.number().int(),
  billed: z.number().int(),
  paid: z.number().int(),
  retainageHeld: z.number().int(),
  leftToBill: z.number().int(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListSchema = pageOf(jobSummarySchema);
export type JobList = z.infer<typeof jobListSchema>;

/** A document of the job, as the job page lists them: in the order they were made. */
export const jobDocumentSchema = z.object({
  kind: z.enum(['estimate', 'change_order', 'invoice', 'credit_note']),
  id: idSchema,
  number: z.string(),
  /** What it is to the job: "Accepted estimate", "Change order", "Deposit", "Pay application 2", … */
  role: z.string(),
  date: isoDateSchema,
  status: z.string(),
  total: z.number().int(),
  /** What the client still owes on an invoice; null for other documents. */
  balance: z.number().int().nullable(),
});
export type JobDocument = z.infer<typeof jobDocumentSchema>;

/** GET /api/jobs/:id: the job's figures, where it is done, and every document of it in order. */
export const jobPageSchema = jobSummarySchema.extend({
  siteAddress: addressSchema.nullable(),
  figures: jobSchema,
  documents: z.array(jobDocumentSchema),
});
export type JobPage = z.infer<typeof jobPageSchema>;
