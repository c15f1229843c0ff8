import { z } from 'zod';

export const versionInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  description: z.string(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

export const subscriptionStatusSchema = z.object({
  plan: z.string(),
  showWatermark: z.boolean(),
  message: z.string(),
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
