import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { Client, ClientInput } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export async function createClient(input: ClientInput): Promise<Client> {
  const response = await apiRequest('POST', '/api/clients', input);
  return (await response.json()) as Client;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
