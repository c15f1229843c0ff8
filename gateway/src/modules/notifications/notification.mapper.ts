import type { AppNotification } from '@ledgerline/contracts';
import type { INotification } from './notification.entity.ts';

export function toNotificationBody(notification: INotification): AppNotification {
  return {
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    link: notification.link ?? null,
    createdAt: notification.createdAt.toISOString(),
    read: notification.readAt != null,
  };
}
