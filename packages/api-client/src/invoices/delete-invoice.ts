import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { clientKeys } from '../clients/client-keys.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** Only an invoice without payments can be deleted; otherwise the gateway answers 409. */
export async function deleteInvoice(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/invoices/${encodeURIComponent(id)}`);
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(id), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}
