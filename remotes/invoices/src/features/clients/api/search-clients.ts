import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { clientListSchema, type ClientList } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

/** The first 20 clients matching what was typed, by name: enough for a picker. */
export async function searchClients(q: string): Promise<ClientList> {
  const params = new URLSearchParams({ sort: 'name', pageSize: '20' });
  if (q !== '') params.set('q', q);
  const response = await apiRequest('GET', `/api/clients?${params.toString()}`);
  return clientListSchema.parse(await response.json());
}

export const clientSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: clientKeys.picker(q), queryFn: () => searchClients(q), placeholderData: keepPreviousData, staleTime: 30_000 });

export function useClientSearch(q: string) {
  return useQuery(clientSearchQueryOptions(q));
}
