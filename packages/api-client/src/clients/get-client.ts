import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { clientSchema, type Client } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export async function getClient(id: string): Promise<Client> {
  const response = await apiRequest('GET', `/api/clients/${encodeURIComponent(id)}`);
  return clientSchema.parse(await response.json());
}

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: () => getClient(id),
    // Its balances move with every invoice, paid or changed: asked again whenever it is needed.
    staleTime: 0,
  });

export function useClient(id: string, enabled = true) {
  return useQuery({ ...clientQueryOptions(id), enabled });
}
