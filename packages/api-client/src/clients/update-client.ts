import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { clientSchema, type Client, type ClientInput } from '@ledgerline/contracts';
import { invoiceKeys } from '../invoices/invoice-keys.ts';
import { clientKeys } from './client-keys.ts';

export async function updateClient(id: string, input: ClientInput): Promise<Client> {
  const response = await apiRequest('PUT', `/api/clients/${encodeURIComponent(id)}`, input);
  return clientSchema.parse(await response.json());
}

/**
 * The saved client replaces the one cached under its one key, so every screen that shows it (the
 * invoice PDF included) has the new address at once; lists, and invoice lists naming the client, refetch.
 */
export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => updateClient(id, input),
    onSuccess: async (client) => {
      queryClient.setQueryData(clientKeys.detail(id), client);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
      ]);
    },
  });
}
