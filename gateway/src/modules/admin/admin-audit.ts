import type { EntityManager } from '@mikro-orm/core';
import type { AdminAction, AdminAuditList } from '@ledgerline/contracts';
import { AdminAuditEvent } from './admin-audit-event.entity.ts';

/** Who did an admin action, and from where. */
export type AdminActor = { id: string; username: string; accountId: string; ip: string; userAgent: string };

export type AdminTarget = { kind: 'user' | 'account' | 'contact_message' | 'dashboard_table'; id: string | null; label: string };

/**
 * Adds the audit event of an admin action to the caller's transaction, so the action and its record
 * are kept together or not at all. `change` says before → after in words.
 */
export function recordAdminEvent(tx: EntityManager, actor: AdminActor, action: AdminAction, target: AdminTarget, change: string): void {
  tx.create(AdminAuditEvent, {
    actorId: actor.id,
    actorName: actor.username,
    action,
    targetKind: target.kind,
    targetId: target.id,
    targetLabel: target.label.slice(0, 300),
    change: change.slice(0, 1000),
    ip: actor.ip.slice(0, 64),
    userAgent: actor.userAgent.slice(0, 300),
  });
}

/** The audit, newest first, a page at a time. */
export async function listAdminEvents(em: EntityManager, page: number, pageSize: number): Promise<AdminAuditList> {
  const [events, total] = await em.findAndCount(AdminAuditEvent, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize });
  return {
    items: events.map((event) => ({
      id: event.id,
      actor: event.actorName,
      action: event.action,
      target: event.targetLabel,
      change: event.change,
      ip: event.ip,
      at: event.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}
