import { lazy, Suspense, useState } from 'react';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useOutbox } from '@ledgerline/shell-sdk';
import { PlainButton } from '@ledgerline/plain-ui';
import { DeferredPopover } from '../DeferredPopover.tsx';
import { COUNT_BADGE_STYLE } from './count-badge-style.ts';

/** The panel's code (antd's Button among it) loads when the panel first opens, not on first paint. */
const OutboxPanel = lazy(() => import('./OutboxPanel.tsx').then((module) => ({ default: module.OutboxPanel })));

/** The count on the button: amber while saves wait, red once one was refused. */
const countStyle = (refused: boolean) => ({ ...COUNT_BADGE_STYLE, background: refused ? '#cf1322' : '#ad6800' });

/** Saves waiting on this device to sync; shown only while there are some. */
export function OutboxButton() {
  const [open, setOpen] = useState(false);
  const entries = useOutbox();
  if (entries.length === 0) return null;
  const refused = entries.some((entry) => entry.status === 'rejected');
  const label = `${entries.length} ${entries.length === 1 ? 'change waits' : 'changes wait'} to sync${refused ? ', one or more refused' : ''}`;
  return (
    <DeferredPopover placement="bottom" title="Saved on this device" open={open} onOpenChange={setOpen} content={
        <Suspense fallback={null}>
          <OutboxPanel entries={entries} onOpen={() => setOpen(false)} />
        </Suspense>
      }
    >
      <PlainButton
        variant="text"
        circle
        aria-label={label}
        icon={
          <span style={{ position: 'relative', display: 'inline-flex' }}>
            <CloudUploadOutlined />
            <span aria-hidden style={countStyle(refused)}>
              {entries.length}
            </span>
          </span>
        }
      />
    </DeferredPopover>
  );
}
