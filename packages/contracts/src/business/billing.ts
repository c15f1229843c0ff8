import { z } from 'zod';

/**
 * Plans and the account's subscription (issue 11 section 2). Plans are rows the server reads, not
 * code: a price per billing interval in minor units, the limits and the features each grants.
 */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS, 'Choose monthly or yearly billing.');
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const planKeySchema = z.string('Choose a plan.').trim().min(1, 'Choose a plan.').max(32, 'There is no such plan.');

/** What a plan allows; null is no limit. */
export const planLimitsSchema = z.object({
  documentsPerMonth: z.number().int().nullable(),
  clients: z.number().int().nullable(),
  templates: z.number().int().nullable(),
  users: z.number().int().nullable(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;
export type PlanLimitName = keyof PlanLimits;

export const planFeaturesSchema = z.object({
  /** The documents the account's clients receive (public pages, PDFs, emails) carry the plan's mark. */
  watermark: z.boolean(),
  /** Clients can pay invoices online (Pay now). */
  onlinePayments: z.boolean(),
  prioritySupport: z.boolean(),
});
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;

export const planSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  currency: z.string().length(3),
  /** Price per interval in minor units; 0 on the free plan. */
  prices: z.object({ month: z.number().int(), year: z.number().int() }),
  limits: planLimitsSchema,
  features: planFeaturesSchema,
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.object({ items: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

export const SUBSCRIPTION_STATES = ['active', 'past_due'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The account's subscription as the settings page shows it; dates are ISO timestamps. */
export const subscriptionSchema = z.object({
  plan: planSchema,
  /** Null on the free plan, which has no billing period. */
  interval: billingIntervalSchema.nullable(),
  state: z.enum(SUBSCRIPTION_STATES),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The plan ends at the period's end and the account goes back to Free. */
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade waiting for the period's end. */
  scheduledChange: z.object({ planKey: z.string(), planName: z.string(), interval: billingIntervalSchema, on: z.string() }).nullable(),
  /** When a renewal failed: the plan stays until this moment, then the account goes back to Free. */
  graceEndsAt: z.string().nullable(),
  /** Whether the account has a saved payment method on file for renewals. */
  hasPaymentMethod: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/subscription/change: a move to a cheaper plan or interval, at the period's end. */
export const subscriptionChangeSchema = z.strictObject({ planKey: planKeySchema, interval: billingIntervalSchema });
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** POST /api/checkout: buys a plan now with a saved payment method (its provider id). */
export const checkoutInputSchema = z.strictObject({
  planKey: planKeySchema,
  interval: billingIntervalSchema,
  paymentMethodId: z.string('Choose or add a card.').trim().min(1, 'Choose or add a card.').max(255, 'Choose or add a card.'),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** What a successful checkout bought, for /checkout/success. */
export const checkoutResultSchema = z.object({
  planKey: z.string(),
  planName: z.string(),
  interval: billingIntervalSchema,
  amount: z.number().int(),
  currency: z.string().length(3),
  paidAt: z.string(),
  nextBillingDate: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
