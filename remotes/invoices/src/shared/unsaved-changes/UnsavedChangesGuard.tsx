import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { LinkClickGuard } from './LinkClickGuard.tsx';
import { RouterBlockerGuard } from './RouterBlockerGuard.tsx';

/**
 * Warns before unsaved changes are lost: the browser's own prompt on reload or close, and a question
 * before in-app navigation. `isDirty` is read at the moment of leaving, so a save that navigates
 * right after it is not caught by a stale answer.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return dataRouter ? <RouterBlockerGuard isDirty={isDirty} /> : <LinkClickGuard isDirty={isDirty} />;
}
