import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notificationsQueryOptions } from '@ledgerline/api-client';
import { readShownIds, writeShownIds } from './browser-notifications-setting.ts';
import { pickNotificationsToShow } from './pick-notifications.ts';
import { showSystemNotification } from './show-notification.ts';

/** How often the open app asks for new notifications. */
export const NOTIFICATION_POLL_MS = 60_000;

/**
 * Shows each new unread notification of GET /api/notifications once as a system notification.
 * Polls in the background too: a hidden tab is where a system notification helps most.
 */
export default function NotificationPoller() {
  const { data } = useQuery({ ...notificationsQueryOptions, refetchInterval: NOTIFICATION_POLL_MS, refetchIntervalInBackground: true });

  useEffect(() => {
    if (data === undefined) return;
    const { show, shown } = pickNotificationsToShow(data.items, readShownIds());
    writeShownIds(shown);
    for (const notification of show) {
      showSystemNotification(notification).catch((error: unknown) => console.error('A notification could not be shown.', error));
    }
  }, [data]);

  return null;
}
