import type { OutboxStorage } from './outbox-storage.ts';

/** The app's tabs tell each other on this channel that the outbox's storage changed. */
export const OUTBOX_CHANNEL = 'ledgerline-outbox';
/** Held by the tab that is sending, so two tabs never send the same write at once. */
const SEND_LOCK = 'ledgerline-outbox-send';

/** What one tab tells the others: the storage changed, or a document drafted offline got its server id. */
export type TabMessage = { type: 'changed' } | { type: 'resolved'; documentKey: string; id: string };

/** What a tab needs to hear of the others: a BroadcastChannel in the browser, a stand-in in tests. */
export interface TabChannel {
  postMessage(message: TabMessage): void;
}

/** A storage that tells the app's other tabs after each change, so their outbox reads it again. */
export function announcingStorage(storage: OutboxStorage, channel: TabChannel | null): OutboxStorage {
  const announce = () => channel?.postMessage({ type: 'changed' });
  return {
    load: () => storage.load(),
    put: async (entry) => {
      await storage.put(entry);
      announce();
    },
    remove: async (key) => {
      await storage.remove(key);
      announce();
    },
  };
}

/** Runs `send` holding the app-wide send lock (Web Locks), or at once where the browser has none. */
export function sendExclusively(send: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return send();
  return navigator.locks.request(SEND_LOCK, send);
}
