import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { getQueryFn } from './get-query-fn.ts';
import { userQueryKey } from './query-keys.ts';

/**
 * SPEC.md section 9 allows no retries. The one exception is a query that failed while the browser is
 * offline: it is tried again once, and the retry waits (the query shows as paused) until the browser
 * is back online, so a screen opened offline fills in by itself when the connection returns.
 */
export function retryOnceBackOnline(failureCount: number): boolean {
  return failureCount === 0 && !onlineManager.isOnline();
}

/**
 * The data client with SPEC.md section 9's defaults: no polling, no refetch on focus, never stale, no
 * retries. Queries run 'offlineFirst': the first attempt goes out even offline, because the service
 * worker may answer it from its cache. Mutations run 'always': offline they fail at once with the
 * caller's error toast rather than wait silently in a queue the user cannot see.
 */
export function createQueryClient(): QueryClient {
  // TanStack assumes online until an event says otherwise; a page the worker opened offline starts offline.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  // A 401 from any call means the session ended on the server (signed out elsewhere, a user an admin
  // disabled): the user fetch is asked again, and its 401 (SPEC.md section 7) signs the app out.
  const recheckUserOn401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: userQueryKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: recheckUserOn401 }),
    mutationCache: new MutationCache({ onError: recheckUserOn401 }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        networkMode: 'offlineFirst',
        retry: retryOnceBackOnline,
        retryDelay: 0,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
