import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { Client, ClientInput } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export async function updateClient(id: string, input: ClientInput): Promise<Client> {
  const response = await apiRequest('PUT', `/api/clients/${encodeURIComponent(id)}`, input);
  return (await response.json()) as Client;
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => updateClient(id, input),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
