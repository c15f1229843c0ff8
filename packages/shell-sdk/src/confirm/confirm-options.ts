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
