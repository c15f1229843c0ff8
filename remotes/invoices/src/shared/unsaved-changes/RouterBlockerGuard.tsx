import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useConfirm } from '@ledgerline/shell-sdk';
import { LEAVE_QUESTION } from './leave-question.ts';

/** Under a data router, every navigation (links, Back, code) to another page is held for a question. */
export function RouterBlockerGuard({ isDirty }: { isDirty: () => boolean }) {
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(LEAVE_QUESTION).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return null;
}
