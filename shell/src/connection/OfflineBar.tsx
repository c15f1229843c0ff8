import { useOnlineStatus } from '@ledgerline/shell-sdk';

export const OFFLINE_MESSAGE = "You're offline — showing the last data you opened. Changes can't be saved until you're back online.";

/**
 * Says so while the browser is offline. The live region is always in the page, so a screen reader
 * announces the message when it appears. Plain markup: it is part of first paint. It sits below
 * antd's floating buttons (z-index 99), which stay usable above it.
 */
export function OfflineBar() {
  const online = useOnlineStatus();
  return (
    <div role="status" style={{ position: 'fixed', insetInline: 0, insetBlockEnd: 0, zIndex: 98 }}>
      {!online && (
        <div
          style={{
            padding: '10px 16px',
            background: '#2b2f36',
            color: '#ffffff',
            fontSize: 14,
            lineHeight: '20px',
            textAlign: 'center',
            boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.15)',
          }}
        >
          {OFFLINE_MESSAGE}
        </div>
      )}
    </div>
  );
}
