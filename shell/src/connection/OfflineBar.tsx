import { useOnlineStatus } from '@ledgerline/shell-sdk';

export const OFFLINE_MESSAGE = "You're offline — showing the last data you opened. Changes can't be saved until you're back online.";

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
 * Says so while the browser is offline. The live region is always in the page, so a screen reader
 * announces the message when it appears. Plain markup: it is part of first paint.
 */
export function OfflineBar() {
  const online = useOnlineStatus();
  return (
    <>
      <style>{OFFLINE_BAR_CSS}</style>
      <div role="status">{!online && <div className="offline-bar">{OFFLINE_MESSAGE}</div>}</div>
    </>
  );
}
