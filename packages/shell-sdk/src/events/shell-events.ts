/**
 * Window events that open the shell's own dialogs, for a remote (or a plain link, a test, a browser
 * extension) that cannot reach the shell's React tree. The shell listens for them on `window`:
 *
 * - `ledgerline:open-command-palette` (OPEN_COMMAND_PALETTE_EVENT) opens the command palette, the same
 *   as Ctrl/Cmd+K.
 * - `ledgerline:open-shortcuts-dialog` (OPEN_SHORTCUTS_DIALOG_EVENT) opens the keyboard shortcuts
 *   dialog, the same as Shift+?.
 *
 * Dispatch them with openCommandPalette() / openShortcutsDialog(), or with
 * `window.dispatchEvent(new Event('ledgerline:open-command-palette'))`.
 *
 * The shell itself broadcasts `ledgerline:pwa-install-available` (PWA_INSTALL_AVAILABLE_EVENT) on
 * `window` when the browser offers to install the app and the shell holds that offer (SPEC.md
 * section 4, Install prompt). A plain Event; listen for it to show an install hint of your own.
 */
export const OPEN_COMMAND_PALETTE_EVENT = 'ledgerline:open-command-palette';
export const OPEN_SHORTCUTS_DIALOG_EVENT = 'ledgerline:open-shortcuts-dialog';
export const PWA_INSTALL_AVAILABLE_EVENT = 'ledgerline:pwa-install-available';

export function openCommandPalette(): void {
  window.dispatchEvent(new Event(OPEN_COMMAND_PALETTE_EVENT));
}

export function openShortcutsDialog(): void {
  window.dispatchEvent(new Event(OPEN_SHORTCUTS_DIALOG_EVENT));
}

/**
 * `ledgerline:pwa-update-available` (PWA_UPDATE_AVAILABLE_EVENT): the shell found a new version of
 * the app waiting to take over. A CustomEvent whose detail is {registration}, the service worker
 * registration holding the waiting worker. The shell answers it with its 'A new version is
 * available' prompt.
 */
export const PWA_UPDATE_AVAILABLE_EVENT = 'ledgerline:pwa-update-available';

export interface PwaUpdateAvailableDetail {
  registration: ServiceWorkerRegistration;
}
