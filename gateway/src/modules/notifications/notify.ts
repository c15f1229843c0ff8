import type { EntityManager } from '@mikro-orm/core';
import type { NotificationKind } from '@ledgerline/contracts';
import { Notification } from './notification.entity.ts';

export type NewNotification = { kind: NotificationKind; title: string; body: string; link: string | null };

/**
 * Adds a notification for the account to the unit of work: it is written with the change that
 * caused it, or not at all when that change rolls back.
 */
export function notify(em: EntityManager, accountId: string, notification: NewNotification): void {
  em.create(Notification, {
    account: accountId,
    kind: notification.kind,
    title: notification.title.slice(0, 200),
    body: notification.body.slice(0, 500),
    link: notification.link,
  });
}
