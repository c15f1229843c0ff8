import { queryOptions } from '@tanstack/react-query';
import { apiRequest, resourceKeys } from '@ledgerline/shell-sdk';
import { clientSchema, type Client } from '@ledgerline/contracts';

const clients = resourceKeys('/api/clients');

export async function getClient(id: string): Promise<Client> {
  const response = await apiRequest('GET', `/api/clients/${encodeURIComponent(id)}`);
  return clientSchema.parse(await response.json());
}

export const clientQueryOptions = (id: string) => queryOptions({ queryKey: clients.detail(id), queryFn: () => getClient(id) });
