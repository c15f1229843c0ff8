import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { ClientList, ClientListQuery } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export async function listClients(query: ClientListQuery): Promise<ClientList> {
  const params = new URLSearchParams({
    sort: query.sort,
    page: String(query.page),
    pageSize: String(query.pageSize),
    archived: query.archived,
  });
  if (query.q) params.set('q', query.q);
  const response = await apiRequest('GET', `/api/clients?${params}`);
  return (await response.json()) as ClientList;
}

export const clientListQueryOptions = (query: ClientListQuery) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: () => listClients(query),
    // Balances move when invoices are paid in another remote: ask again whenever the list is shown.
    staleTime: 0,
    // The next page or search keeps the current rows on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export function useClientList(query: ClientListQuery) {
  return useQuery(clientListQueryOptions(query));
}
