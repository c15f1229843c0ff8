import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { invoiceLinkSchema, type DocumentLinkAction, type Invoice } from '@ledgerline/contracts';
import { invoiceKeys } from './invoice-keys.ts';

/** Expiring sets or clears the link's last day. Rotating gives the invoice a new secret link (the old one stops working); revoking removes it. */
export async function changeInvoiceLink({ id, ...change }: { id: string } & DocumentLinkAction) {
  const response = await apiRequest('POST', `/api/invoices/${encodeURIComponent(id)}/link`, change);
  return invoiceLinkSchema.parse(await response.json());
}

export function useChangeInvoiceLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInvoiceLink,
    onSuccess: async (link, { id }) => {
      queryClient.setQueryData<Invoice>(invoiceKeys.detail(id), (invoice) => (invoice ? { ...invoice, ...link } : invoice));
      // The change is in the invoice's activity too.
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id), exact: true });
    },
  });
}
