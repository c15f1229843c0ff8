import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { clientListSchema, type ClientList, type ClientListQuery } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export async function listClients(query: ClientListQuery): Promise<ClientList> {
  const params = new URLSearchParams({ sort: query.sort, page: String(query.page), pageSize: String(query.pageSize), archived: query.archived });
  if (query.q) params.set('q', query.q);
  const response = await apiRequest('GET', `/api/clients?${params}`);
  return clientListSchema.parse(await response.json());
}

export const clientListQueryOptions = (query: ClientListQuery) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: () => listClients(query),
    // Balances move when invoices change: asked again whenever a list is shown.
    staleTime: 0,
    // The next page or search keeps the current rows on screen instead of flashing a placeholder.
    placeholderData: keepPreviousData,
  });

export function useClientList(query: ClientListQuery) {
  return useQuery(clientListQueryOptions(query));
}

/** What a client picker asks for: the first 20 clients by name whose name matches what was typed. */
export function clientPickerQuery(typed: string): ClientListQuery {
  const q = typed.trim().slice(0, 100);
  return { q: q === '' ? undefined : q, sort: 'name', page: 1, pageSize: 20, archived: 'exclude' };
}
