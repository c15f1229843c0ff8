import { z } from 'zod';
import { roleSchema } from '../auth.ts';
import { BILLING_INTERVALS, billingIntervalSchema, planKeySchema, SUBSCRIPTION_STATES } from '../business/billing.ts';
import { isoDateSchema, pageOf, pageQuerySchema, plainText } from '../text.ts';

/** GET /api/admin/accounts and /api/admin/users: `q` searches names and email addresses. */
export const adminSearchQuerySchema = pageQuerySchema.extend({ q: plainText(100).optional() });
export type AdminSearchQuery = z.input<typeof adminSearchQuerySchema>;

export const adminAccountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  plan: z.string(),
  planName: z.string(),
  users: z.number().int(),
  lastSignInAt: z.string().nullable(),
});
export type AdminAccountSummary = z.infer<typeof adminAccountSummarySchema>;
export const adminAccountListSchema = pageOf(adminAccountSummarySchema);

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  accountId: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = pageOf(adminUserSchema);

/** One account in full: its subscription, what it has made, and its users. */
export const adminAccountSchema = adminAccountSummarySchema.extend({
  subscription: z
    .object({
      state: z.enum(SUBSCRIPTION_STATES),
      interval: z.enum(BILLING_INTERVALS).nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  usage: z.object({ invoices: z.number().int(), estimates: z.number().int(), changeOrders: z.number().int(), clients: z.number().int() }),
  members: z.array(adminUserSchema),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** PUT /api/admin/users/:id/role. */
export const changeRoleBodySchema = z.strictObject({ role: roleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

/**
 * PUT /api/admin/accounts/:id/plan: the account gets the plan without a charge, from now for one
 * interval, or until `until` (a later day, YYYY-MM-DD); Free ends the paid period.
 */
export const changeAccountPlanBodySchema = z.strictObject({
  planKey: planKeySchema,
  interval: billingIntervalSchema,
  until: isoDateSchema.optional(),
});
export type ChangeAccountPlanBody = z.infer<typeof changeAccountPlanBodySchema>;
