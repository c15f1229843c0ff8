import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { Client } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export async function getClient(id: string): Promise<Client> {
  const response = await apiRequest('GET', `/api/clients/${encodeURIComponent(id)}`);
  return (await response.json()) as Client;
}

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: () => getClient(id),
    // The totals move when invoices change in another remote: ask again whenever the page opens.
    staleTime: 0,
  });

export function useClient(id: string, enabled: boolean) {
  return useQuery({ ...clientQueryOptions(id), enabled });
}
