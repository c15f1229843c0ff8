import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Save = () => void;

/** The save acts of the editors on screen; the newest one is what Ctrl/Cmd+S saves. */
class SaveHandlers {
  private readonly handlers: { current: Save }[] = [];

  add(handler: { current: Save }): () => void {
    this.handlers.push(handler);
    return () => {
      const index = this.handlers.indexOf(handler);
      if (index !== -1) this.handlers.splice(index, 1);
    };
  }

  /** Saves with the newest editor's handler; false when no editor is open. */
  run(): boolean {
    const newest = this.handlers.at(-1);
    newest?.current();
    return newest !== undefined;
  }
}

const SaveHandlersContext = createContext<SaveHandlers | null>(null);

/** Part of ShellProvider: every screen can register a save for Ctrl/Cmd+S, and the shell can ask for it. */
export function SaveShortcutProvider({ children }: { children: ReactNode }) {
  const [handlers] = useState(() => new SaveHandlers());
  return <SaveHandlersContext value={handlers}>{children}</SaveHandlersContext>;
}

function useSaveHandlers(): SaveHandlers {
  const handlers = useContext(SaveHandlersContext);
  if (handlers === null) throw new Error('The save shortcut was used outside <ShellProvider>. Render this screen inside the shell.');
  return handlers;
}

/**
 * In an editor, Ctrl/Cmd+S saves the document instead of opening Settings (SPEC.md's shortcut for it
 * everywhere else). The editor calls this with its save act for as long as it is on screen; the
 * latest `save` is the one called.
 */
export function useSaveShortcut(save: Save): void {
  const handlers = useSaveHandlers();
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => handlers.add({ current: () => latest.current() }), [handlers]);
}

/** For the shell's shortcut layer: saves in the open editor, answering false when there is none. */
export function useRunSaveShortcut(): () => boolean {
  const handlers = useSaveHandlers();
  return () => handlers.run();
}
