import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { notificationsQueryOptions } from '@ledgerline/api-client';
import { PlainButton } from '@ledgerline/plain-ui';
import { DeferredPopover } from '../DeferredPopover.tsx';
import { COUNT_BADGE_STYLE } from './count-badge-style.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';

/** Above this the count reads '99+', as antd's Badge does. */
const MAX_SHOWN_COUNT = 99;

/** The theme's error red (antd red 7): white figures on it reach 5.6:1, where antd's badge red gives 3.3:1. */
const COUNT_STYLE = { ...COUNT_BADGE_STYLE, background: '#cf1322' };

export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const notifications = useQuery(notificationsQueryOptions);
  const unread = notifications.data?.unread ?? 0;
  return (
    <DeferredPopover
      // Centred placements shift sideways to stay on screen; a corner-aligned one runs off a phone's edge.
      placement="bottom"
      title="Notifications"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void notifications.refetch();
      }}
      content={<NotificationsPanel query={notifications} onOpen={() => setOpen(false)} />}
    >
      <PlainButton
        variant="text"
        circle
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        icon={
          <span style={{ position: 'relative', display: 'inline-flex' }}>
            <BellOutlined />
            {unread > 0 && (
              <span aria-hidden style={COUNT_STYLE}>
                {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
              </span>
            )}
          </span>
        }
      />
    </DeferredPopover>
  );
}
