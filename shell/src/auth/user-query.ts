import { queryOptions } from '@tanstack/react-query';
import { getQueryFn, userQueryKey } from '@ledgerline/shell-sdk';
import type { User } from '@ledgerline/contracts';

const MINUTE_MS = 60_000;

/** SPEC.md section 7: a 401 means signed out (null); cached 5 minutes, kept 10 minutes, no retry. */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  staleTime: 5 * MINUTE_MS,
  gcTime: 10 * MINUTE_MS,
  retry: false,
  // Ask even when the browser reports itself offline: a paused check would leave the guard on
  // 'Checking authentication...' forever instead of saying "You're Offline", and an offline worker
  // may still answer from its cache.
  networkMode: 'always',
});
