import { lazy, Suspense } from 'react';
import { useBrowserNotificationsOn } from './browser-notifications-setting.ts';
import { canShowNotifications } from './notification-permission.ts';

// Only a device with notifications turned on loads the poller.
const NotificationPoller = lazy(() => import('./NotificationPoller.tsx'));

/** Polls for notifications to show while the user has turned them on and the browser allows them. */
export function NotificationPollerHost() {
  const on = useBrowserNotificationsOn();
  if (!on || !canShowNotifications()) return null;
  return (
    <Suspense fallback={null}>
      <NotificationPoller />
    </Suspense>
  );
}
