import { Flex, Typography } from 'antd';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AppNotification, NotificationList } from '@ledgerline/contracts';
import { markNotificationRead, notificationsQueryKey } from '../api/notifications-query.ts';

interface Props {
  query: UseQueryResult<NotificationList>;
  onOpen: () => void;
}

export function NotificationsPanel({ query, onOpen }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function open(notification: AppNotification) {
    onOpen();
    if (notification.link) void navigate(notification.link);
    if (notification.read) return;
    try {
      await markNotificationRead(notification.id);
    } finally {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    }
  }

  if (query.isError) return <Typography.Text type="secondary">Notifications could not be loaded.</Typography.Text>;
  if (query.isPending) return <Typography.Text type="secondary">Loading...</Typography.Text>;
  if (query.data.items.length === 0) return <Typography.Text type="secondary">You have no notifications.</Typography.Text>;
  return (
    <Flex component="ul" vertical gap={4} style={{ listStyle: 'none', margin: 0, padding: 0, width: 300, maxHeight: 360, overflowY: 'auto' }}>
      {query.data.items.map((notification) => (
        <li key={notification.id}>
          <button
            type="button"
            onClick={() => void open(notification)}
            style={{
              display: 'block',
              border: 0,
              font: 'inherit',
              textAlign: 'left',
              width: '100%',
              padding: 8,
              borderRadius: 6,
              cursor: 'pointer',
              background: notification.read ? 'transparent' : '#eef4fc',
            }}
          >
            <Typography.Text strong={!notification.read}>{notification.title}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
              {notification.body}
            </Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {new Date(notification.createdAt).toLocaleString()}
            </Typography.Text>
          </button>
        </li>
      ))}
    </Flex>
  );
}
