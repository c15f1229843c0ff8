import type { QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './api-error.ts';
import { fetchWithTimeout } from './fetch-with-timeout.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data loader of SPEC.md section 7: a GET to the query key's parts joined with '/', with
 * the 10000 ms timeout, parsed as JSON. With on401 'returnNull' a 401 means "nobody is signed in" and
 * resolves to null; otherwise a 401 fails like any other non-ok answer.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/');
    const response = await fetchWithTimeout(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
