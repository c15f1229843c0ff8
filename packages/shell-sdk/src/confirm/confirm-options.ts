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

/** What the dialog is drawn from: the question (null when closed) and how to answer it. */
export type ConfirmDialogProps = { options: ConfirmOptions | null; settle: (answer: boolean) => void };
