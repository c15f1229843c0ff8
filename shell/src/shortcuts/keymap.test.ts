import { describe, expect, it } from '@jest/globals';
import { shortcutFor, SHORTCUTS, type KeyPress, type ShortcutAction } from './keymap.ts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

const CTRL_SHORTCUTS: [KeyPress, ShortcutAction][] = [
  [press('n', { ctrlKey: true }), 'newInvoice'],
  [press('e', { ctrlKey: true }), 'newEstimate'],
  [press('k', { ctrlKey: true }), 'commandPalette'],
  [press('/', { ctrlKey: true }), 'focusSearch'],
  [press('d', { ctrlKey: true }), 'dashboard'],
  [press('i', { ctrlKey: true }), 'invoices'],
  [press('C', { ctrlKey: true, shiftKey: true }), 'clients'],
  [press('s', { ctrlKey: true }), 'settings'],
];

describe('keymap', () => {
  it.each(CTRL_SHORTCUTS)('Ctrl+%j gives its action', (keyPress, action) => {
    expect(shortcutFor(keyPress, false)).toBe(action);
  });

  it.each(CTRL_SHORTCUTS)('Cmd instead of Ctrl (%j) gives the same action', (keyPress, action) => {
    expect(shortcutFor({ ...keyPress, ctrlKey: false, metaKey: true }, false)).toBe(action);
  });

  it.each(CTRL_SHORTCUTS)('works while typing in a field (%j)', (keyPress, action) => {
    expect(shortcutFor(keyPress, true)).toBe(action);
  });

  it('takes Caps Lock letters like lower-case ones', () => {
    expect(shortcutFor(press('N', { ctrlKey: true }), false)).toBe('newInvoice');
  });

  it('opens the shortcuts dialog on Shift+?, but lets a field receive a typed question mark', () => {
    expect(shortcutFor(press('?', { shiftKey: true }), false)).toBe('shortcutsDialog');
    expect(shortcutFor(press('?', { shiftKey: true }), true)).toBeNull();
  });

  it('closes dialogs on Esc, in a field too', () => {
    expect(shortcutFor(press('Escape'), false)).toBe('closeDialogs');
    expect(shortcutFor(press('Escape'), true)).toBe('closeDialogs');
  });

  it('ignores plain letters, Ctrl+C without Shift, and Alt combinations', () => {
    expect(shortcutFor(press('n'), false)).toBeNull();
    expect(shortcutFor(press('c', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutFor(press('n', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(shortcutFor(press('s', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });

  it('lists every row of the spec once', () => {
    expect(SHORTCUTS.map((shortcut) => shortcut.keys)).toEqual([
      'Ctrl/Cmd + N',
      'Ctrl/Cmd + E',
      'Ctrl/Cmd + K',
      'Ctrl/Cmd + /',
      'Ctrl/Cmd + D',
      'Ctrl/Cmd + I',
      'Ctrl/Cmd + Shift + C',
      'Ctrl/Cmd + S',
      'Shift + ?',
      'Esc',
    ]);
  });
});
