import { useBrowserNotificationsOn } from './browser-notifications-setting.ts';
import { canShowNotifications } from './notification-permission.ts';
import { OptionalPart, optionalPartCode } from '../../errors/OptionalPart.tsx';

// Only a device with notifications turned on loads the poller.
const NotificationPoller = optionalPartCode(() => import('./NotificationPoller.tsx'));

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
