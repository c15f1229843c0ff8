import { useState, useSyncExternalStore } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useShell } from '@ledgerline/shell-sdk';
import { installPrompt } from './install-prompt.ts';
import type { OwnPromptKind } from './own-prompt-kind.ts';
import { DISMISSED_KEY, sessionFlags } from './session-flags.ts';
import { installSnooze } from './install-snooze.ts';

const TITLE = 'Install Ledgerline';
/** Above the page, below antd's dialogs and drawers (1000). */
const Z_INDEX = 950;
const WIDTH = 380;

const flags = sessionFlags();
const snooze = installSnooze();

function Instructions({ kind, canPrompt }: { kind: OwnPromptKind; canPrompt: boolean }) {
  if (kind === 'ios') {
    return (
      <>
        <Typography.Paragraph style={{ marginBottom: 4 }}>Open Ledgerline from your Home Screen, like any app:</Typography.Paragraph>
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          <li>Tap the Share button in Safari's toolbar.</li>
          <li>Choose Add to Home Screen.</li>
        </ol>
      </>
    );
  }
  if (canPrompt) {
    return <Typography.Paragraph style={{ margin: 0 }}>Open Ledgerline in its own window, straight from your desktop or taskbar.</Typography.Paragraph>;
  }
  return (
    <Typography.Paragraph style={{ margin: 0 }}>
      To open Ledgerline in its own window, click the install icon at the right end of the address bar, or open the browser menu and
      choose to install Ledgerline.
    </Typography.Paragraph>
  );
}

/** The app's own install prompt: the browser's offer where it holds one, otherwise the manual steps. */
export default function InstallPromptCard({ kind, onClose }: { kind: OwnPromptKind; onClose: () => void }) {
  const { toast } = useShell();
  const { available } = useSyncExternalStore(installPrompt.subscribe, installPrompt.getState);
  const [installing, setInstalling] = useState(false);
  const canPrompt = kind === 'desktop-chromium' && available;

  const dismiss = () => {
    flags.set(DISMISSED_KEY);
    snooze.remember(Date.now());
    onClose();
  };

  const install = async () => {
    setInstalling(true);
    const outcome = await installPrompt.show();
    setInstalling(false);
    if (outcome === 'unavailable') toast.error('Installation Error', 'Please try again');
    else if (outcome === 'dismissed') dismiss();
    else onClose();
  };

  return (
    <section
      aria-label={TITLE}
      style={{
        position: 'fixed',
        zIndex: Z_INDEX,
        // Beside the floating buttons on the right; from 768 px, where the sidebar is fixed, it stays clear of it.
        insetBlockEnd: 16,
        insetInlineEnd: 88,
        width: `min(${WIDTH}px, calc(100vw - 104px))`,
      }}
    >
      <Card size="small" styles={{ body: { padding: 16 } }} style={{ boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)' }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Flex align="center" gap={8}>
            <img src="/icons/icon-192.png" alt="" width={28} height={28} style={{ borderRadius: 6 }} />
            <Typography.Text strong>{TITLE}</Typography.Text>
          </Flex>
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Close install prompt" onClick={dismiss} />
        </Flex>
        <Instructions kind={kind} canPrompt={canPrompt} />
        <Flex gap="small" justify="end" style={{ marginTop: 12 }}>
          <Button onClick={dismiss}>Not now</Button>
          {canPrompt && (
            <Button type="primary" loading={installing} onClick={() => void install()}>
              Install
            </Button>
          )}
        </Flex>
      </Card>
    </section>
  );
}
