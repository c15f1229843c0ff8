import type { OutboxEntry } from './outbox-entry.ts';
import type { OutboxStorage } from './outbox-storage.ts';

const DATABASE = 'ledgerline-outbox';
const STORE = 'writes';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * The outbox in IndexedDB, so waiting writes survive a reload and an app restart. Plain IndexedDB:
 * three calls do not need a library in the shell's first paint.
 */
export function indexedDbOutboxStorage(): OutboxStorage {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) => (await database()).transaction(STORE, mode).objectStore(STORE);
  return {
    load: async () => done((await store('readonly')).getAll() as IDBRequest<OutboxEntry[]>),
    put: async (entry) => void (await done((await store('readwrite')).put(entry))),
    remove: async (key) => void (await done((await store('readwrite')).delete(key))),
  };
}
