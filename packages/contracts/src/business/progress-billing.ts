import { z } from 'zod';
import { isDecimalText, parseScaled } from '../money/decimal.ts';
import { PROGRESS_PERCENT_SCALE } from '../money/progress-billing.ts';
import { idSchema, isoDateSchema, plainText } from '../text.ts';
import { signatureImageSchema } from '../documents/signature.ts';
import { addressSchema } from './clients.ts';
import { minorAmountSchema } from './money-input.ts';

const HUNDRED = 100n * 10n ** BigInt(PROGRESS_PERCENT_SCALE);

/** A percentage from 0 to 100 with at most 2 decimals: a retainage rate, a step, a percent complete. */
export const progressPercentSchema = z
  .string()
  .refine((text) => isDecimalText(text, PROGRESS_PERCENT_SCALE), 'Use a percentage with at most 2 decimals.')
  .refine((text) => !isDecimalText(text, PROGRESS_PERCENT_SCALE) || (parseScaled(text, PROGRESS_PERCENT_SCALE) >= 0n && parseScaled(text, PROGRESS_PERCENT_SCALE) <= HUNDRED), 'Use a percentage from 0 to 100.');

/**
 * A job's retainage: the rate kept back on work completed and the one on materials stored, and,
 * optionally, the percent complete from which work is retained at a lower rate ("10 % until 50 %,
 * then 5 %"). Both step fields or neither.
 */
export const retainageRuleSchema = z
  .object({
    workRate: progressPercentSchema,
    storedRate: progressPercentSchema,
    stepAtPercent: progressPercentSchema.nullable().default(null),
    stepRate: progressPercentSchema.nullable().default(null),
  })
  .refine((rule) => (rule.stepAtPercent === null) === (rule.stepRate === null), { message: 'Give both the step and its rate, or neither.', path: ['stepRate'] });
export type RetainageRuleBody = z.infer<typeof retainageRuleSchema>;

/**
 * What a pay application records of one line of the schedule: the work done this period, as an amount
 * or as the percent complete it brings the line to, and the materials presently stored on site.
 */
export const payApplicationLineInputSchema = z
  .strictObject({
    key: idSchema,
    workThisPeriod: minorAmountSchema.optional(),
    percentComplete: progressPercentSchema.optional(),
    materialsStored: minorAmountSchema.min(0, 'Stored materials cannot be below zero.').default(0),
  })
  .refine((line) => line.workThisPeriod === undefined || line.percentComplete === undefined, { message: 'Give the work as an amount or as a percent complete, not both.', path: ['percentComplete'] });

/** A pay application as the contractor saves it: the last day of its period and its lines (a line left out had nothing done). */
export const payApplicationInputSchema = z.strictObject({
  periodTo: isoDateSchema,
  lines: z.array(payApplicationLineInputSchema).max(2000),
});
export type PayApplicationInput = z.infer<typeof payApplicationInputSchema>;
export type PayApplicationInputDraft = z.input<typeof payApplicationInputSchema>;

/** One line of the schedule of values: the estimate's line or an approved change order's, with what it is worth. */
export const scheduleLineSchema = z.object({
  key: idSchema,
  /** The document the line comes from: the estimate's number, or the change order's. */
  source: z.string(),
  description: z.string(),
  scheduledValue: z.number().int(),
});
export type ScheduleLineBody = z.infer<typeof scheduleLineSchema>;

export const continuationLineSchema = scheduleLineSchema.extend({
  previousWork: z.number().int(),
  workThisPeriod: z.number().int(),
  materialsStored: z.number().int(),
  completedToDate: z.number().int(),
  /** Hundredths of a percent: 7000 is 70 %. */
  percentComplete: z.number().int(),
  balanceToFinish: z.number().int(),
  retainage: z.number().int(),
  earnedThisPeriod: z.number().int(),
});

export type ContinuationLineBody = z.infer<typeof continuationLineSchema>;

export const applicationSummarySchema = z.object({
  contractToDate: z.number().int(),
  completedToDate: z.number().int(),
  workToDate: z.number().int(),
  storedToDate: z.number().int(),
  retainageOnWork: z.number().int(),
  retainageOnStored: z.number().int(),
  retainageToDate: z.number().int(),
  earnedLessRetainage: z.number().int(),
  previousCertificates: z.number().int(),
  earnedThisPeriod: z.number().int(),
  retainageThisPeriod: z.number().int(),
  paymentDue: z.number().int(),
  balanceToFinish: z.number().int(),
});

/**
 * Draft while the contractor enters it; submitted once sent to the client to certify (locked: the
 * client may certify less, never more); certified once the client signed what they certify; invoiced.
 */
export const PAY_APPLICATION_STATUSES = ['draft', 'submitted', 'certified', 'invoiced'] as const;
export type PayApplicationStatus = (typeof PAY_APPLICATION_STATUSES)[number];
/** The contractor's words for each status. */
export const PAY_APPLICATION_STATUS_LABELS: Record<PayApplicationStatus, string> = { draft: 'Draft', submitted: 'Sent to certify', certified: 'Certified', invoiced: 'Invoiced' };
/** The client's words, on the page they certify it on. */
export const PAY_APPLICATION_STATUS_LABELS_FOR_CLIENT: Record<PayApplicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Waiting for your certification',
  certified: 'Certified',
  invoiced: 'Invoiced',
};

/** The client's certification of an application: who signed, when, and what was asked against what they certified. */
export const payApplicationCertificationSchema = z.object({
  name: z.string(),
  signedAt: z.string(),
  /** The payment due as the contractor asked it, and as the client certified it (less when they certified less work). */
  requestedPaymentDue: z.number().int(),
  certifiedPaymentDue: z.number().int(),
});
export type PayApplicationCertification = z.infer<typeof payApplicationCertificationSchema>;

/** A pay application with its summary and continuation sheet, as computed from it and the ones before. */
export const payApplicationSchema = z.object({
  id: idSchema,
  sequence: z.number().int().min(1),
  periodTo: isoDateSchema,
  status: z.enum(PAY_APPLICATION_STATUSES),
  invoice: z.object({ id: idSchema, number: z.string() }).nullable(),
  summary: applicationSummarySchema,
  lines: z.array(continuationLineSchema),
  /** The page the client certifies it on, once submitted. */
  publicUrl: z.string().nullable().default(null),
  certification: payApplicationCertificationSchema.nullable().default(null),
});
export type PayApplicationBody = z.infer<typeof payApplicationSchema>;

/**
 * What a client certifies of a submitted application, on its public link: per line, the work this
 * period and the materials stored they agree to (each at most what was asked; a line left out is
 * certified as asked), signed like an estimate. What they leave out carries to the next period.
 */
export const payApplicationCertifyInputSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        key: idSchema,
        workThisPeriod: minorAmountSchema,
        materialsStored: minorAmountSchema.min(0, 'Stored materials cannot be below zero.'),
      }),
    )
    .max(2000),
  name: plainText(100).pipe(z.string().min(2, 'Type your full name.')),
  signature: signatureImageSchema.nullable().default(null),
  consent: z.literal(true, 'Agree to sign electronically to certify.'),
});
export type PayApplicationCertifyInput = z.infer<typeof payApplicationCertifyInputSchema>;

/** GET /api/public/pay-applications/:token: the application as the client reads and certifies it. */
export const publicPayApplicationSchema = z.object({
  business: z.object({ name: z.string() }),
  client: z.object({ name: z.string() }),
  estimateNumber: z.string(),
  jobTitle: z.string(),
  siteAddress: addressSchema.nullable(),
  currency: z.string(),
  sequence: z.number().int(),
  periodTo: isoDateSchema,
  status: z.enum(PAY_APPLICATION_STATUSES),
  summary: applicationSummarySchema,
  lines: z.array(continuationLineSchema),
  certification: payApplicationCertificationSchema.nullable(),
  /** What the page recomputes the payment due from as the client certifies less: the job's retainage and the application before, to date. */
  retainage: retainageRuleSchema,
  previous: z.array(z.object({ key: idSchema, scheduledValue: z.number().int(), workToDate: z.number().int(), materialsStored: z.number().int() })),
});
export type PublicPayApplication = z.infer<typeof publicPayApplicationSchema>;

/** A release of retainage: its own invoice, for an amount of what is held. */
export const retainageReleaseInputSchema = z.strictObject({ amount: minorAmountSchema.positive('Release more than nothing.') });
export const retainageReleaseSchema = z.object({ id: idSchema, amount: z.number().int(), invoice: z.object({ id: idSchema, number: z.string() }) });

/**
 * A job's progress billing: its retainage, the schedule of values as it now is, its applications in
 * order, and the retainage held and released. Every application carries its summary; only the last
 * invoiced one and the draft carry their continuation sheet (`lines`, empty on the others), which is
 * all the next period is entered from.
 */
export const jobProgressSchema = z.object({
  currency: z.string(),
  retainage: retainageRuleSchema,
  schedule: z.array(scheduleLineSchema),
  applications: z.array(payApplicationSchema),
  releases: z.array(retainageReleaseSchema),
  retainageHeld: z.number().int(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;
