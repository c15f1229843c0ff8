import type { QueryClient } from '@tanstack/react-query';
import { screenFor } from '../navigation/screen-lookup.ts';

/**
 * Starts what the signed-in screen at `location` needs first (see ScreenNode.prepare), once the user
 * check has answered: the screen's code and its data then load side by side, while the signed-in
 * frame loads too. Settles once they are here (at once for a screen that prepares nothing).
 */
export function prepareScreen(queryClient: QueryClient, location: { pathname: string; search: string }): Promise<unknown> {
  return screenFor(location.pathname)?.prepare?.(queryClient, new URLSearchParams(location.search)) ?? Promise.resolve();
}
