import { queryOptions } from '@tanstack/react-query';
import type { NotificationList } from '@ledgerline/contracts';
import { ApiError, apiRequest } from '@ledgerline/shell-sdk';

const NONE: NotificationList = { items: [], unread: 0 };

export const notificationKeys = { all: ['/api/notifications'] as const };

/**
 * The account's notifications. A gateway without the endpoint (404) simply has none to show. The
 * answer is typed by the contracts but not parsed here: zod would put 24 KB on every signed-in first paint.
 */
export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: async (): Promise<NotificationList> => {
    try {
      return (await (await apiRequest('GET', '/api/notifications')).json()) as NotificationList;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return NONE;
      throw error;
    }
  },
});

export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`);
}
