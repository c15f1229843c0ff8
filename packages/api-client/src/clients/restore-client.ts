import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { clientSchema, type Client } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export async function restoreClient(id: string): Promise<Client> {
  const response = await apiRequest('POST', `/api/clients/${encodeURIComponent(id)}/restore`);
  return clientSchema.parse(await response.json());
}

export function useRestoreClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restoreClient(id),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
