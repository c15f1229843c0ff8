import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Confirm, ConfirmOptions } from '@ledgerline/shell-sdk';
import { CONFIRM_DEFAULTS, type ConfirmDialogProps } from './confirm-defaults.ts';

/** When the dialog's code cannot arrive (offline before the service worker holds it), the browser's own dialog asks. */
function BrowserConfirm({ options, settle }: ConfirmDialogProps) {
  useEffect(() => {
    if (options === null) return;
    const shown = { ...CONFIRM_DEFAULTS, ...options };
    settle(window.confirm(`${shown.title}\n\n${shown.description}`));
  }, [options, settle]);
  return null;
}

const loadDialog = () => import('./ConfirmDialog.tsx');
const ConfirmDialog = lazy<ComponentType<ConfirmDialogProps>>(() => loadDialog().catch(() => ({ default: BrowserConfirm })));

/** Fetches the dialog's code ahead of the first question (the shell's idle preload calls it). */
export function preloadConfirmDialog(): void {
  loadDialog().catch(() => {});
}

/**
 * The one confirmation dialog of the app (SPEC.md section 2, "Confirmation dialog"): the confirm the
 * shell API hands every screen, and the dialog to draw. The dialog is antd's Modal, whose code is not
 * needed to draw any first screen (the 250 KB budget): the shell fetches it once the first screen is
 * usable and the browser idle (preloadConfirmDialog), and it is drawn from the first question on.
 */
export function useConfirmHost(): { confirm: Confirm; dialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [asked, setAsked] = useState(false);
  const pending = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    pending.current?.(answer);
    pending.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>((next = {}) => {
    // A second question replaces the first, which counts as not confirmed.
    pending.current?.(false);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
      setAsked(true);
      setOptions(next);
    });
  }, []);

  const dialog = asked && (
    <Suspense fallback={null}>
      <ConfirmDialog options={options} settle={settle} />
    </Suspense>
  );
  return { confirm, dialog };
}
