export { ShellHosts } from './ShellHosts.tsx';
export { ToastHost, useToastApi, type ToastApi, type ToastConfig } from './toasts/ToastHost.tsx';
export { toastConfig, TOAST_DURATION_MS, TOAST_FOCUS_KEY, TOAST_MAX_VISIBLE, TOAST_SWIPE_THRESHOLD_PX } from './toasts/toast-limits.ts';
export { preloadConfirmDialog } from './confirm/use-confirm-host.tsx';
export { CONFIRM_DEFAULTS } from './confirm/confirm-defaults.ts';
export { UpgradeLink } from './billing/UpgradeLink.tsx';
export { useOnlineStatus } from './connection/use-online-status.ts';
export { INSTALL_OFFER_BUTTON_MARK, INSTALL_OFFER_NOTE_MARK, INSTALL_OUTCOME_NOTES, INSTALLED_NOTE, LANDING_SCRIPT_PATH } from './install/install-offer.ts';
