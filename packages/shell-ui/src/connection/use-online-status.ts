import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const assumeOnline = () => true;

/**
 * Whether the browser has a network connection, as the data client sees it: the same state that
 * pauses queries offline, so what the user is told and what the app does never disagree. For a
 * remote that wants to disable saving while offline; the shell already shows an offline bar.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, assumeOnline);
}
