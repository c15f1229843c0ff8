import { useEffect, useSyncExternalStore } from 'react';
import { documentOutbox } from './document-outbox.ts';
import type { OutboxEntry } from './outbox-entry.ts';

const NONE: readonly OutboxEntry[] = [];

/** Every write waiting on this device, in order; loads what an earlier session left on first use. */
export function useOutbox(): readonly OutboxEntry[] {
  useEffect(() => void documentOutbox.load(), []);
  return useSyncExternalStore(documentOutbox.subscribe, documentOutbox.snapshot, () => NONE);
}

/** A document's writes waiting on this device, in order (none for undefined). */
export function useOutboxWrites(documentKey: string | undefined): OutboxEntry[] {
  return useOutbox().filter((entry) => documentKey !== undefined && entry.documentKey === documentKey);
}

/** Whether the writes an earlier session left have been read from this device. */
export function useOutboxLoaded(): boolean {
  useEffect(() => void documentOutbox.load(), []);
  return useSyncExternalStore(documentOutbox.subscribe, documentOutbox.isLoaded, () => false);
}
