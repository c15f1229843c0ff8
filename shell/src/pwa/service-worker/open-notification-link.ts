import { notificationTarget } from './notification-link.ts';

declare let self: ServiceWorkerGlobalScope;

/**
 * A click on a notification focuses an open window of the app and takes it to the notification's
 * link, or opens a new window there when no window of the app is open.
 */
export function openNotificationLink(event: NotificationEvent): void {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(focusOrOpen(target));
}

async function focusOrOpen(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const existing = windows[0];
  if (existing) {
    const focused = await existing.focus();
    await focused.navigate(target);
    return;
  }
  await self.clients.openWindow(target);
}
