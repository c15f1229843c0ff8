import { useEffect, useRef } from 'react';
import { shortcutFor, type ShortcutAction } from './keymap.ts';

function isEditableField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Runs the keyboard shortcuts anywhere on the page, fields included. It listens in the capture phase,
 * so a field that stops the key from bubbling cannot swallow it, and stops the browser's own use of
 * the keys (Ctrl+S saves the page, Ctrl+D bookmarks it). Esc is left to the dialogs too.
 */
export function useGlobalShortcuts(handlers: Record<ShortcutAction, () => void>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutFor(event, isEditableField(event.target));
      if (action === null) return;
      if (action !== 'closeDialogs') event.preventDefault();
      latest.current[action]();
    }
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
