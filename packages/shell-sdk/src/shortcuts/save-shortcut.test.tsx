import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NO_APP_INSTALL, ShellProvider, type ShellApi } from '../shell-context.tsx';
import { useRunSaveShortcut, useSaveShortcut } from './save-shortcut.tsx';

function Editor({ name, onSave }: { name: string; onSave: (name: string) => void }) {
  useSaveShortcut(() => onSave(name));
  return <p>{name}</p>;
}

/** Stands in for the shell's shortcut layer: Ctrl/Cmd+S saves in an editor, or else opens Settings. */
function Page({ onSave, onSettings }: { onSave: (name: string) => void; onSettings: () => void }) {
  const [editors, setEditors] = useState<string[]>(['first']);
  const saveInEditor = useRunSaveShortcut();
  return (
    <>
      {editors.map((name) => (
        <Editor key={name} name={name} onSave={onSave} />
      ))}
      <button onClick={() => setEditors(['first', 'second'])}>Open a second editor</button>
      <button onClick={() => setEditors([])}>Close the editors</button>
      <button onClick={() => saveInEditor() || onSettings()}>Ctrl+S</button>
    </>
  );
}

const quiet = () => {};
const SHELL: ShellApi = { user: null, toast: { success: quiet, error: quiet, info: quiet }, confirm: async () => false, install: NO_APP_INSTALL };

describe('the save shortcut', () => {
  it('saves in the newest open editor, and falls back to Settings when none is open', () => {
    const onSave = jest.fn<(name: string) => void>();
    const onSettings = jest.fn<() => void>();
    render(
      <ShellProvider value={SHELL}>
        <Page onSave={onSave} onSettings={onSettings} />
      </ShellProvider>,
    );
    const press = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Ctrl+S' })));

    press();
    expect(onSave).toHaveBeenLastCalledWith('first');
    fireEvent.click(screen.getByRole('button', { name: 'Open a second editor' }));
    press();
    expect(onSave).toHaveBeenLastCalledWith('second');
    expect(onSettings).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close the editors' }));
    press();
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSettings).toHaveBeenCalledTimes(1);
  });
});
