import { useCallback, useEffect, useState } from 'react';
import { whenSettled } from '../preload/when-settled.ts';

/**
 * Code that only answers interaction (the search box's list, a menu's popup) is not part of first
 * paint: it loads once the screen has settled (when-settled.ts), or as soon as the user reaches for
 * it, whichever comes first. Returns the module once it is there (null before, and after a failed load, so the plain
 * control stays), and `request`, for the plain control's pointer, focus and click handlers.
 */
export function useDeferredModule<M>(load: () => Promise<M>): [M | null, () => void] {
  const [loaded, setLoaded] = useState<M | null>(null);
  const request = useCallback(() => {
    load().then(setLoaded, () => {});
  }, [load]);

  useEffect(() => whenSettled(request), [request]);

  return [loaded, request];
}
