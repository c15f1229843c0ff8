import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '@ledgerline/shell-sdk';
import { LEAVE_QUESTION } from './leave-question.ts';

function internalLinkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname ? url : null;
}

/**
 * The shell renders a plain <BrowserRouter>, where react-router's useBlocker is unavailable. This guard
 * catches clicks on in-app links (sidebar, header) before the router sees them, and asks first.
 */
export function LinkClickGuard({ isDirty }: { isDirty: () => boolean }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = internalLinkTarget(event);
      if (target === null || !isDirty()) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm(LEAVE_QUESTION).then((leave) => {
        if (leave) navigate(`${target.pathname}${target.search}${target.hash}`);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [confirm, navigate, isDirty]);
  return null;
}
