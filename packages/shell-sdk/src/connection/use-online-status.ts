import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
const assumeOnline = () => true;

/**
 * Whether the browser reports a network connection, updated on its 'online' and 'offline' events.
 * For a remote that wants to disable saving while offline; the shell already shows an offline bar.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, assumeOnline);
}
