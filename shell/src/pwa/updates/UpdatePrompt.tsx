import { useEffect, useState } from 'react';
import { Alert, Button, Space, theme } from 'antd';
import { PWA_UPDATE_AVAILABLE_EVENT, type PwaUpdateAvailableDetail } from '@ledgerline/shell-sdk';

/** Above the page and its floating buttons, below the compatibility banner (10000). */
const PROMPT_Z_INDEX = 1100;

/** Tells the waiting worker to take over; the page reloads when it does (see reload-once.ts). */
function activate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // Another tab may have activated it already; then only this page is left on the old version.
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}

/**
 * 'A new version is available' with a Reload action, shown when a new service worker is waiting.
 * Its own element rather than a toast: toasts show one at a time and go away, this must stay.
 */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const listener = (event: Event) => setRegistration((event as CustomEvent<PwaUpdateAvailableDetail>).detail.registration);
    window.addEventListener(PWA_UPDATE_AVAILABLE_EVENT, listener);
    return () => window.removeEventListener(PWA_UPDATE_AVAILABLE_EVENT, listener);
  }, []);
  if (registration === null) return null;
  return (
    <div
      style={{
        position: 'fixed',
        insetBlockEnd: 24,
        insetInlineStart: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        zIndex: PROMPT_Z_INDEX,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Alert
        type="info"
        showIcon
        title="A new version is available"
        action={
          <Space>
            <Button size="small" onClick={() => setRegistration(null)}>
              Later
            </Button>
            <Button size="small" type="primary" onClick={() => activate(registration)}>
              Reload
            </Button>
          </Space>
        }
      />
    </div>
  );
}
