import { z } from 'zod';
import { isoDateSchema } from '../text.ts';
import { addressSchema } from './clients.ts';

/**
 * The job an accepted estimate starts: its contract value as change orders move it, and its dates.
 * Only approved change orders move the contract value and the completion date; sent ones awaiting
 * the client's answer are shown beside them as pending. Amounts in minor units of `currency`.
 */
export const jobSchema = z.object({
  originalValue: z.number().int(),
  approvedChanges: z.number().int(),
  pendingChanges: z.number().int(),
  contractValue: z.number().int(),
  originalCompletionDate: isoDateSchema.nullable(),
  revisedCompletionDate: isoDateSchema.nullable(),
  /** Days the approved change orders added (negative when they shortened the job). */
  daysAdded: z.number().int(),
  /** Invoiced so far from the estimate and its change orders, deposits included. */
  invoiced: z.number().int(),
  remainingToInvoice: z.number().int(),
  /** Change orders that stand (neither declined nor void): while one does, the estimate changes by change orders, never by a revision. */
  standingChangeOrders: z.number().int().default(0),
  currency: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * The job a document belongs to, as every document of it prints it: the title its estimate gives it
 * ("Ortega bathroom remodel") and where the work is done (null: at the client's billing address).
 */
export const jobSiteSchema = z.object({ title: z.string(), siteAddress: addressSchema.nullable() });
export type JobSite = z.infer<typeof jobSiteSchema>;
