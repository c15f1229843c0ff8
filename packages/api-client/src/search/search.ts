import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { SearchResult } from '@ledgerline/contracts';

export const searchKeys = { all: ['/api/search'] as const, results: (q: string) => ['/api/search', q] as const };

/**
 * GET /api/search?q=: matching documents and clients. Typed, not parsed: the search box is on every
 * signed-in first paint, where zod must not be.
 */
export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: async (): Promise<SearchResult[]> => {
      const response = await apiRequest('GET', `/api/search?q=${encodeURIComponent(q)}`);
      return ((await response.json()) as { results: SearchResult[] }).results;
    },
    enabled: q !== '',
  });
}
