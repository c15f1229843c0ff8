/** SPEC.md section 9: the notification's icon is the 192 px app icon, its badge the 96 px one. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

export interface SystemNotification {
  /** Also the notification's tag, so two open tabs showing the same one leave one on screen. */
  id: string;
  title: string;
  body: string;
  /** Where a click opens the app; the service worker's notificationclick handler reads data.link. */
  link: string | null;
}

/** Shows a notification through the service worker, which can still open the app after the tab is gone. */
export async function showSystemNotification({ id, title, body, link }: SystemNotification): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  await registration.showNotification(title, { body, tag: id, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data: { link } });
}
