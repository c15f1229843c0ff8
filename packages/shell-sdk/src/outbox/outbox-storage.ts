import type { OutboxEntry } from './outbox-entry.ts';

/** Where the outbox keeps its entries between reloads: IndexedDB in the browser, memory in tests. */
export interface OutboxStorage {
  load(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Entries are plain JSON data; a copy keeps what is stored apart from what the outbox holds, as IndexedDB does. */
const copy = (entry: OutboxEntry) => JSON.parse(JSON.stringify(entry)) as OutboxEntry;

/** Keeps entries in a Map; a second outbox on the same storage sees them, as after a reload. */
export function memoryOutboxStorage(): OutboxStorage {
  const entries = new Map<string, OutboxEntry>();
  return {
    load: () => Promise.resolve([...entries.values()].map((entry) => copy(entry))),
    put: (entry) => {
      entries.set(entry.key, copy(entry));
      return Promise.resolve();
    },
    remove: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}
