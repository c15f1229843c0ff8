/** The parts of the Notification API the helper needs; a test passes its own. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

/** The browser's Notification API, or undefined where there is none (iOS Safari outside a home-screen app). */
export function browserNotificationApi(): NotificationApi | undefined {
  return 'Notification' in globalThis ? globalThis.Notification : undefined;
}

/**
 * SPEC.md section 4: unsupported gives 'denied'; already granted makes no request; explicitly denied
 * makes no request and returns 'denied'; otherwise the browser asks the user.
 */
export async function requestNotificationPermission(api: NotificationApi | undefined = browserNotificationApi()): Promise<NotificationPermission> {
  if (api === undefined) return 'denied';
  if (api.permission === 'granted') return 'granted';
  if (api.permission === 'denied') return 'denied';
  return api.requestPermission();
}

/** Notifications can be shown: the browser has the API, a service worker to show them through, and permission. */
export function canShowNotifications(): boolean {
  return browserNotificationApi()?.permission === 'granted' && 'serviceWorker' in navigator;
}
