import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markScreenLoading, markScreenUsable } from './screen-usable.ts';

/**
 * Rendered beside a screen inside its Suspense boundary, so it mounts only once the screen's code
 * has loaded and its content is on screen. The screen counts as usable from the first moment no
 * request of it (or of the frame) is in flight: its data is there too. Its own effects run before
 * this one, so the queries it mounted have already started by then.
 */
export function ScreenUsableSignal() {
  const queryClient = useQueryClient();
  useEffect(() => {
    markScreenLoading();
    let unsubscribe = () => {};
    const markWhenSettled = () => {
      if (queryClient.isFetching() > 0) return false;
      unsubscribe();
      markScreenUsable();
      return true;
    };
    if (!markWhenSettled()) unsubscribe = queryClient.getQueryCache().subscribe(markWhenSettled);
    return () => {
      unsubscribe();
      markScreenLoading();
    };
  }, [queryClient]);
  return null;
}
