import { z } from 'zod';
import { DEVICE_TYPES } from '../app-info.ts';
import { DOCUMENT_KINDS } from '../documents/kinds.ts';
import { isoDateSchema } from '../text.ts';

/** The periods the dashboard offers besides a custom one. */
export const ADMIN_PERIOD_DAYS = ['7', '30', '90'] as const;

/** The longest custom period: a year and a bit, so a per-day chart stays readable and the queries bounded. */
export const ADMIN_MAX_PERIOD_DAYS = 400;

/**
 * GET /api/admin/dashboard: `days` (7, 30 or 90, ending today) or a custom `from`..`to` (UTC days,
 * both included). Neither: the last 30 days.
 */
export const adminPeriodQuerySchema = z
  .strictObject({
    days: z.enum(ADMIN_PERIOD_DAYS, 'Choose 7, 30 or 90 days.').optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((query) => !(query.days && (query.from || query.to)), { message: 'Give either days or from and to, not both.', path: ['days'] })
  .refine((query) => Boolean(query.from) === Boolean(query.to), { message: 'Give both from and to.', path: ['to'] })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The period must end on or after its first day.', path: ['to'] });
export type AdminPeriodQuery = z.infer<typeof adminPeriodQuerySchema>;

const count = z.number().int();
/** Amounts in minor units of `currency` (the plans' currency). */
const minor = z.number().int();

export const adminDashboardSchema = z.object({
  period: z.object({ from: isoDateSchema, to: isoDateSchema }),
  signupsPerDay: z.array(z.object({ day: isoDateSchema, accounts: count })),
  /** Weeks start on Monday; the first and last may be cut by the period. */
  signupsPerWeek: z.array(z.object({ weekStart: isoDateSchema, accounts: count })),
  /** Accounts with a user who signed in during the last 7 and 30 days (counted up to now). */
  activeAccounts: z.object({ last7Days: count, last30Days: count }),
  accountsByPlan: z.array(z.object({ plan: z.string(), planName: z.string(), accounts: count, mrr: minor })),
  mrr: z.object({
    currency: z.string(),
    total: minor,
    /** Changes of MRR whose charge (or, for churn, whose last paid period's end) falls in the period. */
    movements: z.object({ new: minor, expansion: minor, contraction: minor, churn: minor, net: minor }),
  }),
  documentsByKind: z.array(z.object({ kind: z.enum(DOCUMENT_KINDS), created: count })),
  installsByDevice: z.array(z.object({ deviceType: z.enum(DEVICE_TYPES), installs: count })),
  contactMessagesWaiting: count,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** The dashboard's tables, each exportable as CSV at GET /api/admin/dashboard/:table.csv. */
export const ADMIN_DASHBOARD_TABLES = ['signups-per-day', 'signups-per-week', 'active-accounts', 'accounts-by-plan', 'mrr-movements', 'documents-by-kind', 'installs-by-device'] as const;
export type AdminDashboardTable = (typeof ADMIN_DASHBOARD_TABLES)[number];
