import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { SearchResult } from '@ledgerline/contracts';

/** GET /api/search?q=: matching invoices, estimates, change orders and clients, whichever exist. */
export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['/api/search', q],
    queryFn: async (): Promise<SearchResult[]> => {
      const response = await apiRequest('GET', `/api/search?q=${encodeURIComponent(q)}`);
      return ((await response.json()) as { results: SearchResult[] }).results;
    },
    enabled: q !== '',
  });
}
