import type { ConfirmOptions } from '@ledgerline/shell-sdk';

export const LEAVE_QUESTION: ConfirmOptions = {
  title: 'Leave without saving?',
  description: 'Your changes to this invoice have not been saved and will be lost.',
  confirmText: 'Leave',
  cancelText: 'Stay',
  destructive: true,
};
