/** The keyboard shortcuts of SPEC.md section 2, as data: the handler and the dialog both read it. */
export type ShortcutAction =
  | 'newInvoice'
  | 'newEstimate'
  | 'commandPalette'
  | 'focusSearch'
  | 'dashboard'
  | 'invoices'
  | 'clients'
  | 'settings'
  | 'shortcutsDialog'
  | 'closeDialogs';

interface Shortcut {
  action: ShortcutAction;
  /** KeyboardEvent.key, lower-cased for letters. */
  key: string;
  /** Ctrl on Windows and Linux, Cmd on a Mac: either is accepted everywhere. */
  ctrlOrCmd: boolean;
  shift: boolean;
  /** As the shortcuts dialog shows it. */
  keys: string;
  effect: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'newInvoice', key: 'n', ctrlOrCmd: true, shift: false, keys: 'Ctrl/Cmd + N', effect: 'New invoice' },
  { action: 'newEstimate', key: 'e', ctrlOrCmd: true, shift: false, keys: 'Ctrl/Cmd + E', effect: 'New estimate' },
  { action: 'commandPalette', key: 'k', ctrlOrCmd: true, shift: false, keys: 'Ctrl/Cmd + K', effect: 'Command palette' },
  { action: 'focusSearch', key: '/', ctrlOrCmd: true, shift: false, keys: 'Ctrl/Cmd + /', effect: 'Focus the search box' },
  { action: 'dashboard', key: 'd', ctrlOrCmd: true, shift: false, keys: 'Ctrl/Cmd + D', effect: 'Dashboard' },
  { action: 'invoices', key: 'i', ctrlOrCmd: true, shift: false, keys: 'Ctrl/Cmd + I', effect: 'Invoices' },
  { action: 'clients', key: 'c', ctrlOrCmd: true, shift: true, keys: 'Ctrl/Cmd + Shift + C', effect: 'Clients' },
  { action: 'settings', key: 's', ctrlOrCmd: true, shift: false, keys: 'Ctrl/Cmd + S', effect: 'Settings (in an editor: save)' },
  { action: 'shortcutsDialog', key: '?', ctrlOrCmd: false, shift: true, keys: 'Shift + ?', effect: 'Show this list of shortcuts' },
  { action: 'closeDialogs', key: 'escape', ctrlOrCmd: false, shift: false, keys: 'Esc', effect: 'Close dialogs' },
];

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * Shift+? types a question mark, so in a text field it stays a character; every Ctrl/Cmd shortcut
 * and Esc work while typing (SPEC.md: "All work even while typing in a field").
 */
function typedAsText(shortcut: Shortcut, inEditableField: boolean): boolean {
  return inEditableField && !shortcut.ctrlOrCmd && shortcut.key !== 'escape';
}

/** The action a key press asks for, or null when it is no shortcut. */
export function shortcutFor(press: KeyPress, inEditableField: boolean): ShortcutAction | null {
  if (press.altKey) return null;
  const key = press.key.toLowerCase();
  const ctrlOrCmd = press.ctrlKey || press.metaKey;
  const match = SHORTCUTS.find(
    (shortcut) =>
      shortcut.key === key &&
      shortcut.ctrlOrCmd === ctrlOrCmd &&
      // "?" needs Shift on most layouts; "/" must not have it, or Ctrl+? would count as Ctrl+/.
      shortcut.shift === press.shiftKey,
  );
  if (match === undefined || typedAsText(match, inEditableField)) return null;
  return match.action;
}
