import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { invoiceLinkSchema, type Invoice } from '@ledgerline/contracts';
import { invoiceKeys } from './invoice-keys.ts';

/** Rotating gives the invoice a new secret link (the old one stops working); revoking removes it. */
export async function changeInvoiceLink({ id, action }: { id: string; action: 'rotate' | 'revoke' }) {
  const response = await apiRequest('POST', `/api/invoices/${encodeURIComponent(id)}/link`, { action });
  return invoiceLinkSchema.parse(await response.json());
}

export function useChangeInvoiceLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInvoiceLink,
    onSuccess: async ({ publicUrl }, { id }) => {
      queryClient.setQueryData<Invoice>(invoiceKeys.detail(id), (invoice) => (invoice ? { ...invoice, publicUrl } : invoice));
      // The change is in the invoice's activity too.
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id), exact: true });
    },
  });
}
