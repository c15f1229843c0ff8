import type { ConfirmOptions } from '@ledgerline/shell-sdk';

export const CONFIRM_DEFAULTS = {
  title: 'Are you sure?',
  description: 'This action cannot be undone.',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
} as const;

/** What the dialog is drawn from: the question (null when closed) and how to answer it. */
export type ConfirmDialogProps = { options: ConfirmOptions | null; settle: (answer: boolean) => void };
