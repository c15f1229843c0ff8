export { ApiError, serverProblemText } from './api/api-error.ts';
export { apiRequest, type HttpMethod } from './api/api-request.ts';
export { apiUpload } from './api/api-upload.ts';
export { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from './api/fetch-with-timeout.ts';
export { getQueryFn, type UnauthorizedBehavior } from './api/get-query-fn.ts';
export { createQueryClient } from './api/query-client.ts';
export { userQueryKey } from './api/query-keys.ts';
export { NO_APP_INSTALL, ShellProvider, useConfirm, useShell } from './shell-context.tsx';
export type { AppInstall, InstallOutcome, ShellApi, Toaster } from './shell-context.tsx';
export type { Confirm, ConfirmOptions } from './confirm/confirm-options.ts';
export { FullPageSpinner } from './placeholders/FullPageSpinner.tsx';
export { DashboardSkeleton } from './placeholders/DashboardSkeleton.tsx';
export { TableSkeleton, TABLE_SKELETON_ROWS } from './placeholders/TableSkeleton.tsx';
export { FormSkeleton } from './placeholders/FormSkeleton.tsx';
export { CARD_SURFACE } from './placeholders/card-surface.ts';
export { NotBuiltYet } from './NotBuiltYet.tsx';
export { REMOTE_SCREENS, type FirstRowsProps, type RemoteExposes, type RemoteScreenName } from './remote-screens.ts';
export {
  OPEN_COMMAND_PALETTE_EVENT,
  OPEN_SHORTCUTS_DIALOG_EVENT,
  PWA_INSTALL_AVAILABLE_EVENT,
  openCommandPalette,
  openShortcutsDialog,
} from './events/shell-events.ts';
export { PWA_UPDATE_AVAILABLE_EVENT, type PwaUpdateAvailableDetail } from './events/shell-events.ts';
export { useRunSaveShortcut, useSaveShortcut } from './shortcuts/save-shortcut.tsx';
export { documentOutbox, startOutboxSync } from './outbox/document-outbox.ts';
export { useOutbox, useOutboxLoaded, useOutboxWrites } from './outbox/use-outbox.ts';
export { outboxDocumentName, outboxDocumentNumber } from './outbox/outbox-label.ts';
export { isStaleWrite, type OutboxEntry, type OutboxProblem, type OutboxRequest, type SavedAnswer } from './outbox/outbox-entry.ts';
export type { NewWrite } from './outbox/outbox.ts';
export { problemErrors, type ProblemErrors } from './api/problem-errors.ts';
