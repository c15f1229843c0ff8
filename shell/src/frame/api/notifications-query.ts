import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@ledgerline/shell-sdk';

export interface AppNotification {
  id: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationList {
  items: AppNotification[];
  unread: number;
}

const NONE: NotificationList = { items: [], unread: 0 };

export const notificationsQueryKey = ['/api/notifications'] as const;

/** The account's notifications. A gateway without the endpoint (404) simply has none to show. */
export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
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
