import { Flex } from 'antd';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, type AppNotification, type NotificationList } from '@ledgerline/contracts';
import { markNotificationRead, notificationKeys } from '@ledgerline/api-client';
import { SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';

const SECONDARY = { color: SECONDARY_TEXT_COLOR };

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
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
  }

  if (query.isError) return <span style={SECONDARY}>Notifications could not be loaded.</span>;
  if (query.isPending) return <span style={SECONDARY}>Loading...</span>;
  if (query.data.items.length === 0) return <span style={SECONDARY}>You have no notifications.</span>;
  return (
    <Flex component="ul" vertical gap={4} style={{ listStyle: 'none', margin: 0, padding: 0, width: 'min(300px, calc(100vw - 32px))', maxHeight: 360, overflowY: 'auto' }}>
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
            <span style={notification.read ? undefined : { fontWeight: 600 }}>{notification.title}</span>
            <span style={{ ...SECONDARY, display: 'block', fontSize: 12 }}>{notification.body}</span>
            <span style={{ ...SECONDARY, fontSize: 12 }}>{formatDateTime(notification.createdAt)}</span>
          </button>
        </li>
      ))}
    </Flex>
  );
}
