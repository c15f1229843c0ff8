import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import type { ConfirmOptions } from '@ledgerline/shell-sdk';

export function leaveQuestion(kind: DocumentKind): ConfirmOptions {
  return {
    title: 'Leave without saving?',
    description: `Your changes to this ${DOCUMENT_KIND_LABELS[kind].toLowerCase()} have not been saved and will be lost.`,
    confirmText: 'Leave',
    cancelText: 'Stay',
    destructive: true,
  };
}
