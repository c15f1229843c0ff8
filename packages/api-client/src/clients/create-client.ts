import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { clientSchema, type Client, type ClientInputDraft } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export async function createClient(input: ClientInputDraft): Promise<Client> {
  const response = await apiRequest('POST', '/api/clients', input);
  return clientSchema.parse(await response.json());
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
