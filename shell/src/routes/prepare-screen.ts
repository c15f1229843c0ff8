import type { QueryClient } from '@tanstack/react-query';
import { screenFor } from '../navigation/screen-lookup.ts';

/**
 * Starts what the signed-in screen at `location` needs first (see ScreenNode.prepare), once the user
 * check has answered: the screen's code and its data then load side by side, while the signed-in
 * frame loads too.
 */
export function prepareScreen(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  screenFor(location.pathname)?.prepare?.(queryClient, new URLSearchParams(location.search));
}
