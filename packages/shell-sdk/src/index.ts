export { ApiError, serverProblemText } from './api/api-error.ts';
export { apiRequest, type HttpMethod } from './api/api-request.ts';
export { apiUpload } from './api/api-upload.ts';
export { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from './api/fetch-with-timeout.ts';
export { getQueryFn, type UnauthorizedBehavior } from './api/get-query-fn.ts';
export { createQueryClient } from './api/query-client.ts';
export { useOnlineStatus } from './connection/use-online-status.ts';
export { userQueryKey } from './api/query-keys.ts';
export {
  ShellProvider,
  useShell,
  toastConfig,
  TOAST_DURATION_MS,
  TOAST_FOCUS_KEY,
  TOAST_MAX_VISIBLE,
  TOAST_SWIPE_THRESHOLD_PX,
} from './shell-context.tsx';
export { NO_APP_INSTALL } from './shell-context.tsx';
export { ToastHost, useToastApi, type ToastApi, type ToastConfig } from './toasts/ToastHost.tsx';
export type { AppInstall, InstallOutcome, ShellApi, Toaster } from './shell-context.tsx';
export { INSTALL_OFFER_BUTTON_MARK, INSTALL_OFFER_NOTE_MARK, INSTALL_OUTCOME_NOTES, INSTALLED_NOTE, LANDING_SCRIPT_PATH } from './install/install-offer.ts';
export { FullPageSpinner } from './placeholders/FullPageSpinner.tsx';
export { DashboardSkeleton } from './placeholders/DashboardSkeleton.tsx';
export { TableSkeleton, TABLE_SKELETON_ROWS } from './placeholders/TableSkeleton.tsx';
export { FormSkeleton } from './placeholders/FormSkeleton.tsx';
export { CARD_SURFACE } from './placeholders/card-surface.ts';
export { NotBuiltYet } from './NotBuiltYet.tsx';
export { REMOTE_SCREENS, type FirstRowsProps, type RemoteExposes, type RemoteScreenName } from './remote-screens.ts';
export { ConfirmProvider, preloadConfirmDialog, useConfirm, CONFIRM_DEFAULTS, type Confirm, type ConfirmOptions } from './confirm/confirm-context.tsx';
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
export { UpgradeLink } from './billing/UpgradeLink.tsx';
