import { useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { notificationsQueryOptions } from '../api/notifications-query.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';

export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const notifications = useQuery(notificationsQueryOptions);
  const unread = notifications.data?.unread ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="Notifications"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void notifications.refetch();
      }}
      content={<NotificationsPanel query={notifications} onOpen={() => setOpen(false)} />}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        />
      </Badge>
    </Popover>
  );
}
