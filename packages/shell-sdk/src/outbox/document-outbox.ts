import { onlineManager } from '@tanstack/react-query';
import { indexedDbOutboxStorage } from './indexeddb-outbox-storage.ts';
import { memoryOutboxStorage } from './outbox-storage.ts';
import { Outbox } from './outbox.ts';
import type { OutboxEntry, SavedAnswer } from './outbox-entry.ts';
import { latestVersion, sendWrite } from './send-write.ts';
import { announcingStorage, OUTBOX_CHANNEL, sendExclusively, type TabMessage } from './tab-sharing.ts';

/** How long a write that got no answer waits before the next try while the browser says it is online. */
const RETRY_MS = 15_000;

const savedListeners = new Set<(entry: OutboxEntry, answer: SavedAnswer) => void>();

const otherTabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);

/**
 * The one outbox of the app. It lives in shell-sdk, a shared singleton, so the editors in every remote
 * queue into it and the shell's badge and offline bar read the same entries. The app's other tabs
 * share its storage: each change is announced to them, and one tab sends at a time.
 */
export const documentOutbox = new Outbox({
  storage: announcingStorage(typeof indexedDB === 'undefined' ? memoryOutboxStorage() : indexedDbOutboxStorage(), otherTabs),
  exclusively: sendExclusively,
  onResolved: (documentKey, id) => otherTabs?.postMessage({ type: 'resolved', documentKey, id } satisfies TabMessage),
  send: sendWrite,
  latestVersion,
  isOnline: () => onlineManager.isOnline(),
  newKey: () => crypto.randomUUID(),
  onSaved: (entry, answer) => savedListeners.forEach((listener) => listener(entry, answer)),
});

/**
 * Starts syncing (the shell calls it once): now, whenever the browser comes back online, and every
 * 15 s while a write got no answer. `onSaved` hears of each write the server took. Answers the stop.
 */
export function startOutboxSync(onSaved: (entry: OutboxEntry, answer: SavedAnswer) => void): () => void {
  savedListeners.add(onSaved);
  const sync = () => void documentOutbox.sync();
  const unsubscribeOnline = onlineManager.subscribe((online) => online && sync());
  const heard = ({ data }: MessageEvent<TabMessage>) => {
    if (data.type === 'resolved') documentOutbox.learnResolved(data.documentKey, data.id);
    else void documentOutbox.refresh();
  };
  otherTabs?.addEventListener('message', heard);
  const timer = setInterval(() => {
    if (documentOutbox.snapshot().some((entry) => entry.status === 'pending' && entry.attempts > 0)) sync();
  }, RETRY_MS);
  sync();
  return () => {
    savedListeners.delete(onSaved);
    unsubscribeOnline();
    otherTabs?.removeEventListener('message', heard);
    clearInterval(timer);
  };
}
