import { useSyncExternalStore } from 'react';

/** Per device: the choice lives in this browser's localStorage, never on the account. */
export const BROWSER_NOTIFICATIONS_KEY = 'ledgerline:browser-notifications';
/** The ids already shown as system notifications (see pickNotificationsToShow). */
export const SHOWN_NOTIFICATIONS_KEY = 'ledgerline:shown-notifications';

const CHANGED_EVENT = 'ledgerline:browser-notifications-changed';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.error('The notification setting could not be saved in this browser.', error);
  }
}

export function browserNotificationsOn(): boolean {
  return read(BROWSER_NOTIFICATIONS_KEY) === 'on';
}

/**
 * Turning notifications on starts afresh: what is unread already is not announced again, only what
 * arrives from now on.
 */
export function setBrowserNotificationsOn(on: boolean): void {
  write(BROWSER_NOTIFICATIONS_KEY, on ? 'on' : null);
  if (on) write(SHOWN_NOTIFICATIONS_KEY, null);
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // 'storage' carries a change made in another tab.
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useBrowserNotificationsOn(): boolean {
  return useSyncExternalStore(subscribe, browserNotificationsOn, () => false);
}

export function readShownIds(): string[] | null {
  const stored = read(SHOWN_NOTIFICATIONS_KEY);
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : null;
  } catch {
    return null;
  }
}

export function writeShownIds(ids: readonly string[]): void {
  write(SHOWN_NOTIFICATIONS_KEY, JSON.stringify(ids));
}
