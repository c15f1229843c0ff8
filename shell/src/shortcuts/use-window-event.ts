import { useEffect, useRef } from 'react';

/** Calls `onEvent` whenever `name` is dispatched on window (the shell-sdk's open-dialog events). */
export function useWindowEvent(name: string, onEvent: () => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
