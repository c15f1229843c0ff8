import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { DocumentKind } from '@ledgerline/contracts';
import { useConfirm } from '@ledgerline/shell-sdk';
import { leaveQuestion } from './leave-question.ts';

/**
 * Warns before unsaved changes are lost. The browser asks on reload or close; every way of leaving
 * inside the app goes through the router (links, Back and Forward, the shortcuts, the palette, New
 * Document, a search result, a notification), and the shell's data router lets this guard hold each
 * of them for a question. `isDirty` is read at the moment of leaving, so a save that navigates right
 * after it is not caught by a stale answer.
 */
export function UnsavedChangesGuard({ kind, isDirty }: { kind: DocumentKind; isDirty: () => boolean }) {
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(leaveQuestion(kind)).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm, kind]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return null;
}
