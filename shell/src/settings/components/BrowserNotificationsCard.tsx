import { useId, useState } from 'react';
import { Alert, Card, Flex, Switch, Typography } from 'antd';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@ledgerline/contracts';
import { setBrowserNotificationsOn, useBrowserNotificationsOn } from '../../pwa/notifications/browser-notifications-setting.ts';
import { browserNotificationApi, requestNotificationPermission } from '../../pwa/notifications/notification-permission.ts';

const BLOCKED =
  "Your browser blocks notifications from Ledgerline. Allow them in the site settings (the icon at the left of the address bar), then turn them on again.";
const NOT_ALLOWED = 'Notifications stay off until you allow them when your browser asks.';
const UNSUPPORTED = 'This browser cannot show notifications.';

const supported = () => browserNotificationApi() !== undefined && 'serviceWorker' in navigator;

/**
 * The per-device switch for system notifications (issue 5, item 7). Turning it on asks the browser's
 * permission; a refusal leaves it off and says how to allow notifications later.
 */
export function BrowserNotificationsCard() {
  const on = useBrowserNotificationsOn();
  const [permission, setPermission] = useState(() => browserNotificationApi()?.permission);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  const labelId = useId();
  const canShow = supported();

  const change = async (checked: boolean) => {
    if (!checked) {
      setBrowserNotificationsOn(false);
      return;
    }
    setAsking(true);
    const answer = await requestNotificationPermission();
    setAsking(false);
    setPermission(answer);
    setRefused(answer !== 'granted');
    if (answer === 'granted') setBrowserNotificationsOn(true);
  };

  let problem: string | null = null;
  if (canShow && permission === 'denied') problem = BLOCKED;
  else if (canShow && refused) problem = NOT_ALLOWED;

  return (
    <Card title={<h2 style={{ font: 'inherit', margin: 0 }}>On this device</h2>}>
      <Flex vertical gap="small">
        <Flex align="center" gap="middle">
          <Switch
            aria-labelledby={labelId}
            checked={canShow && on && permission === 'granted'}
            loading={asking}
            disabled={!canShow}
            onChange={(checked) => void change(checked)}
          />
          <Typography.Text id={labelId} strong>
            Browser notifications
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary">Ledgerline tells you, even while its tab is in the background, when:</Typography.Text>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>{NOTIFICATION_KIND_LABELS[kind]}</li>
          ))}
        </ul>
        <Typography.Text type="secondary">
          Estimates and change orders will notify you as soon as they are part of Ledgerline. This choice applies to this browser only.
        </Typography.Text>
        {!canShow && <Typography.Text strong>{UNSUPPORTED}</Typography.Text>}
        {problem && <Alert type="warning" showIcon title={problem} />}
      </Flex>
    </Card>
  );
}
