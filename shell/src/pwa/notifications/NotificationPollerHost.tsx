import { lazy } from 'react';
import { useBrowserNotificationsOn } from './browser-notifications-setting.ts';
import { canShowNotifications } from './notification-permission.ts';
import { OptionalPart } from '../../errors/OptionalPart.tsx';

// Only a device with notifications turned on loads the poller.
const NotificationPoller = lazy(() => import('./NotificationPoller.tsx'));

/** Polls for notifications to show while the user has turned them on and the browser allows them. */
export function NotificationPollerHost() {
  const on = useBrowserNotificationsOn();
  if (!on || !canShowNotifications()) return null;
  return (
    <OptionalPart name="The notification poller">
      <NotificationPoller />
    </OptionalPart>
  );
}
