import { Alert, Button, Space, theme } from 'antd';

/** Above the page and its floating buttons, below the compatibility banner (10000). */
const PROMPT_Z_INDEX = 1100;

/** Tells the waiting worker to take over; the page reloads when it does (see reload-once.ts). */
function activate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // Another tab may have activated it already; then only this page is left on the old version.
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}

interface Props {
  registration: ServiceWorkerRegistration;
  onLater: () => void;
}

/** 'A new version is available' with Later and Reload, fixed at the bottom of the screen. */
export default function UpdatePromptCard({ registration, onLater }: Props) {
  const { token } = theme.useToken();
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
            <Button size="small" onClick={onLater}>
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
