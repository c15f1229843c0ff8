import { z } from 'zod';
import { planFeaturesSchema, planLimitsSchema } from './business/billing.ts';

export const versionInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  description: z.string(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

/**
 * GET /api/subscription/status: SPEC.md's showWatermark and message (the shell's notice), and what
 * the account's plan allows as the server enforces it (billing/plan-rules.ts). Screens read this
 * to know what a plan allows; none compares a plan's name.
 */
export const subscriptionStatusSchema = z.object({
  /** False on a gateway run without plans (PLANS_ENABLED=false): nothing is limited, marked or sold. */
  plansEnabled: z.boolean(),
  /** The account's plan; null without plans. */
  plan: z.object({ key: z.string(), name: z.string() }).nullable(),
  /** The plan marks the documents its clients receive; the shell says so in a small notice. */
  showWatermark: z.boolean(),
  message: z.string(),
  features: planFeaturesSchema,
  limits: planLimitsSchema,
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'other'] as const;
export const deviceTypeSchema = z.enum(DEVICE_TYPES);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** The install log SPEC.md section 7 sends on installation; other values are rejected. */
export const installLogBodySchema = z.strictObject({
  documentType: z.literal('pwa'),
  deviceType: deviceTypeSchema,
  source: z.literal('pwa_utils'),
});
export type InstallLogBody = z.infer<typeof installLogBodySchema>;

export const installLogResultSchema = z.object({ recorded: z.literal(true) });
