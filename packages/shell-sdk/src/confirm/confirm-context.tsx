import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Modal } from 'antd';

export interface ConfirmOptions {
  title?: string;
  description?: string;
  confirmText?: string;
  cancelText?: string;
  /** Shows the confirm button as danger, for deletions and other acts that cannot be undone. */
  destructive?: boolean;
}

/** Asks the user; resolves true on confirm and false on every other way of closing. */
export type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

export const CONFIRM_DEFAULTS = {
  title: 'Are you sure?',
  description: 'This action cannot be undone.',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
} as const;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the one confirmation dialog of the app (SPEC.md section 2, "Confirmation dialog"). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
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
      setOptions(next);
    });
  }, []);

  const shown = { ...CONFIRM_DEFAULTS, ...options };
  return (
    <ConfirmContext value={confirm}>
      {children}
      <Modal
        open={options !== null}
        title={shown.title}
        okText={shown.confirmText}
        cancelText={shown.cancelText}
        okButtonProps={{ danger: options?.destructive === true }}
        mask={{ closable: false }}
        onOk={() => settle(true)}
        onCancel={() => settle(false)}
        destroyOnHidden
      >
        {shown.description}
      </Modal>
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (confirm === null) {
    throw new Error('useConfirm() was called outside <ConfirmProvider>. Render this screen inside the shell.');
  }
  return confirm;
}
