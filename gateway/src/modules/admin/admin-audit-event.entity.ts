import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ADMIN_ACTIONS } from '@ledgerline/contracts';

/**
 * One admin action, written in the same transaction as the action itself. Append-only: no route
 * changes or deletes one, and a database trigger refuses UPDATE and DELETE. Not account-scoped: it
 * is the operators' record across all accounts.
 */
export const AdminAuditEvent = defineEntity({
  name: 'AdminAuditEvent',
  indexes: [{ name: 'admin_audit_event_created_index', properties: ['createdAt'] }],
  triggers: [
    {
      name: 'append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `raise exception 'admin_audit_event is append-only'`,
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    actorId: p.uuid().nullable(),
    actorName: p.string().length(32),
    action: p.enum(ADMIN_ACTIONS),
    targetKind: p.string().length(20),
    targetId: p.string().length(64).nullable(),
    targetLabel: p.string().length(300),
    /** Before → after, in words. */
    change: p.string().length(1000).default(''),
    ip: p.string().length(64),
    userAgent: p.string().length(300).default(''),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IAdminAuditEvent = InferEntity<typeof AdminAuditEvent>;
