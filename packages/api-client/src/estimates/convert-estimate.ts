import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { invoiceSchema, type EstimateConvertRequest, type Invoice } from '@ledgerline/contracts';
import { changeOrderKeys } from '../change-orders/change-order-keys.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { invoiceKeys } from '../invoices/invoice-keys.ts';
import { estimateKeys } from './estimate-keys.ts';

/**
 * Makes the whole, a deposit or the final invoice of an accepted estimate. Answers with the invoice: made
 * now (201), or the same one when this conversion had already happened (200), so a double click is harmless.
 */
export async function convertEstimate({ id, ...convert }: { id: string } & EstimateConvertRequest): Promise<Invoice> {
  const response = await apiRequest('POST', `/api/estimates/${encodeURIComponent(id)}/convert`, convert);
  return invoiceSchema.parse(await response.json());
}

/** The invoice is cached for its editor; the estimate (status, invoices, job), its change orders and the client's balance move. */
export function useConvertEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertEstimate,
    onSuccess: async (invoice, { id }) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: estimateKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: estimateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: changeOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}
