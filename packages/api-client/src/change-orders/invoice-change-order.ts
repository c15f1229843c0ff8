import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { invoiceSchema, type ChangeOrder, type Invoice } from '@ledgerline/contracts';
import { clientKeys } from '../clients/client-keys.ts';
import { estimateKeys } from '../estimates/estimate-keys.ts';
import { invoiceKeys } from '../invoices/invoice-keys.ts';
import { changeOrderKeys } from './change-order-keys.ts';

/**
 * Invoices an approved change order that no invoice bills yet. Answers with the invoice: made now
 * (201), or the one that already bills it (200), so a double click is harmless.
 */
export async function invoiceChangeOrder(changeOrder: Pick<ChangeOrder, 'id' | 'estimate'>): Promise<Invoice> {
  const response = await apiRequest('POST', `/api/change-orders/${encodeURIComponent(changeOrder.id)}/invoice`);
  return invoiceSchema.parse(await response.json());
}

/** The invoice is cached for its editor; the change order, its lists, its estimate's job and the client's balance move. */
export function useInvoiceChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invoiceChangeOrder,
    onSuccess: async (invoice, changeOrder) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: changeOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: estimateKeys.detail(changeOrder.estimate.id) }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}
