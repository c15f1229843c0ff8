import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { clientDeleteResultSchema } from '@ledgerline/contracts';
import { clientKeys } from './client-keys.ts';

export type ClientDeleteResult = ReturnType<typeof clientDeleteResultSchema.parse>;

/** The server deletes a client without invoices and archives one with invoices, and says which it did. */
export async function deleteClient(id: string): Promise<ClientDeleteResult> {
  const response = await apiRequest('DELETE', `/api/clients/${encodeURIComponent(id)}`);
  return clientDeleteResultSchema.parse(await response.json());
}

export function useDeleteClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteClient(id),
    // A deleted client's page is about to be left: asking for it again would only flash a 404.
    onSuccess: ({ outcome }) => queryClient.invalidateQueries({ queryKey: outcome === 'archived' ? clientKeys.all : clientKeys.lists() }),
  });
}
