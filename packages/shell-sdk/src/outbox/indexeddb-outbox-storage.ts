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
  // A write counts once its transaction has committed, not when the request inside it succeeded.
  const write = async (change: (store: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction(STORE, 'readwrite');
    change(transaction.objectStore(STORE));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    });
  };
  return {
    load: async () => done((await database()).transaction(STORE, 'readonly').objectStore(STORE).getAll() as IDBRequest<OutboxEntry[]>),
    put: (entry) => write((store) => store.put(entry)),
    remove: (key) => write((store) => store.delete(key)),
  };
}
