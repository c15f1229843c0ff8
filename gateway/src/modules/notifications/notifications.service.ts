import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AppNotification, NotificationList } from '@ledgerline/contracts';
import { notFound } from '../../http/http-error.ts';
import { Notification } from './notification.entity.ts';
import { toNotificationBody } from './notification.mapper.ts';

/** The panel shows the newest ones; older notifications stay counted while unread. */
export const NOTIFICATION_LIST_LIMIT = 50;

export async function listNotifications(em: SqlEntityManager): Promise<NotificationList> {
  const [items, unread] = await Promise.all([
    em.find(Notification, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: NOTIFICATION_LIST_LIMIT }),
    em.count(Notification, { readAt: null }),
  ]);
  return { items: items.map(toNotificationBody), unread };
}

/** Marks one notification of the current account read; one already read keeps its first reading time. */
export async function markNotificationRead(em: SqlEntityManager, id: string): Promise<AppNotification> {
  const notification = await em.findOne(Notification, id);
  if (!notification) throw notFound();
  if (!notification.readAt) {
    notification.readAt = new Date();
    await em.flush();
  }
  return toNotificationBody(notification);
}

export async function markAllNotificationsRead(em: SqlEntityManager, accountId: string): Promise<void> {
  await em.nativeUpdate(Notification, { account: accountId, readAt: null }, { readAt: new Date() });
}
