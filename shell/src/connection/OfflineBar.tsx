import { useOutbox } from '@ledgerline/shell-sdk';
import { useOnlineStatus } from '@ledgerline/shell-ui';

export const OFFLINE_MESSAGE =
  "You're offline — showing the last data you opened. Invoices, estimates and change orders you save will sync when you're back online; other changes can't be saved until then.";

/** "2 changes wait to sync." while the outbox holds some. */
export function waitingMessage(count: number): string {
  return count === 1 ? '1 change waits to sync.' : `${count} changes wait to sync.`;
}

/**
 * A pill at the bottom, clear of the floating buttons on the right (88 px) and, from 768 px where
 * the sidebar is fixed, of the sidebar's 240 px on the left. Below antd's floating buttons (99).
 */
const OFFLINE_BAR_CSS = `
.offline-bar {
  position: fixed; z-index: 98; inset-block-end: 16px; inset-inline: 16px 80px;
  padding: 10px 16px; border-radius: 8px; background: #2b2f36; color: #ffffff;
  font-size: 14px; line-height: 20px; text-align: center; box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
}
@media (min-width: 768px) {
  .offline-bar { inset-inline: auto 88px; width: min(640px, calc(100vw - 344px)); }
}
`;

/**
 * Says so while the browser is offline, and that document saves wait on this device to sync (the
 * outbox, shell-sdk) with how many wait. The live region is always in the page, so a screen reader
 * announces the message when it appears. Plain markup: it is part of first paint.
 */
export function OfflineBar() {
  const online = useOnlineStatus();
  const waiting = useOutbox().length;
  return (
    <>
      <style>{OFFLINE_BAR_CSS}</style>
      <div role="status">
        {!online && (
          <div className="offline-bar">
            {OFFLINE_MESSAGE}
            {waiting > 0 && ` ${waitingMessage(waiting)}`}
          </div>
        )}
      </div>
    </>
  );
}
