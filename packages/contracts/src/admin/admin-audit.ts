import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../text.ts';

/** Every kind of admin action the audit keeps. */
export const ADMIN_ACTIONS = ['role_changed', 'user_disabled', 'user_enabled', 'contact_handled', 'contact_replied', 'table_exported', 'plan_changed'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  role_changed: 'Role changed',
  user_disabled: 'User disabled',
  user_enabled: 'User re-enabled',
  contact_handled: 'Message handled',
  contact_replied: 'Reply sent',
  table_exported: 'Table exported',
  plan_changed: 'Plan changed',
};

export const adminAuditQuerySchema = pageQuerySchema;

/** One admin action: who did what to which target, what changed, from which address, when. */
export const adminAuditEventSchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  target: z.string(),
  change: z.string(),
  ip: z.string(),
  at: z.string(),
});
export type AdminAuditEvent = z.infer<typeof adminAuditEventSchema>;
export const adminAuditListSchema = pageOf(adminAuditEventSchema);
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
