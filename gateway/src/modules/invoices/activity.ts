import type { EntityManager } from '@mikro-orm/core';
import { ActivityEvent } from './activity-event.entity.ts';

export type ActivityType =
  | 'created'
  | 'updated'
  | 'sent'
  | 'viewed'
  | 'payment_recorded'
  | 'payment_deleted'
  | 'voided'
  | 'link_rotated'
  | 'link_revoked';

/** Who did it: the signed-in user, or null for the invoice's client (a public view) and the system. */
export type Actor = { accountId: string; userId: string | null };

/** Adds an audit event to the unit of work; it is written with the change it records. */
export function recordActivity(em: EntityManager, actor: Actor, invoiceId: string, type: ActivityType, summary: string): void {
  em.create(ActivityEvent, { account: actor.accountId, invoice: invoiceId, actor: actor.userId, type, summary: summary.slice(0, 300) });
}
