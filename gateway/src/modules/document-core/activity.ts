import type { EntityManager } from '@mikro-orm/core';
import type { DocumentKind } from '@ledgerline/contracts';
import { ActivityEvent, type IActivityEvent } from './activity-event.entity.ts';

export type ActivityType =
  | 'created'
  | 'updated'
  | 'sent'
  | 'emailed'
  | 'email_failed'
  | 'viewed'
  | 'payment_recorded'
  | 'payment_deleted'
  | 'payment_refunded'
  | 'voided'
  | 'link_rotated'
  | 'link_revoked'
  | 'link_expiry_changed'
  | 'accepted'
  | 'declined'
  | 'revised'
  | 'converted'
  | 'approved'
  | 'invoiced'
  | 'reminder_sent'
  | 'late_fee_added'
  | 'credited'
  | 'receipt_sent';

/** Who did it: the signed-in user, or null for the document's client (a public view) and the system. */
export type Actor = { accountId: string; userId: string | null };

/** The document an event is about. */
export type Subject = { kind: DocumentKind; id: string };

/** Adds an audit event to the unit of work; it is written with the change it records. */
export function recordActivity(em: EntityManager, actor: Actor, subject: Subject, type: ActivityType, summary: string): void {
  em.create(ActivityEvent, {
    account: actor.accountId,
    subjectKind: subject.kind,
    subjectId: subject.id,
    actor: actor.userId,
    type,
    summary: summary.slice(0, 300),
  });
}

/** A document's events, newest first, with their actors, through the account filter. */
export function loadActivity(em: EntityManager, subject: Subject): Promise<IActivityEvent[]> {
  return em.find(
    ActivityEvent,
    { subjectKind: subject.kind, subjectId: subject.id },
    { orderBy: { createdAt: 'desc', id: 'asc' }, populate: ['actor'] },
  );
}

/** Deletes a document's events, in the transaction that deletes the document (no foreign key cascades them). */
export async function deleteActivity(em: EntityManager, subject: Subject): Promise<void> {
  await em.nativeDelete(ActivityEvent, { subjectKind: subject.kind, subjectId: subject.id });
}
