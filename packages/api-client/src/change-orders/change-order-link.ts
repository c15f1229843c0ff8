import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { documentLinkSchema, type ChangeOrder, type DocumentLinkAction } from '@ledgerline/contracts';
import { changeOrderKeys } from './change-order-keys.ts';

/** Expiring sets or clears the link's last day. Rotating gives the change order a new secret link (the old one stops working); revoking removes it. */
export async function changeChangeOrderLink({ id, ...change }: { id: string } & DocumentLinkAction) {
  const response = await apiRequest('POST', `/api/change-orders/${encodeURIComponent(id)}/link`, change);
  return documentLinkSchema.parse(await response.json());
}

export function useChangeChangeOrderLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeChangeOrderLink,
    onSuccess: async (link, { id }) => {
      queryClient.setQueryData<ChangeOrder>(changeOrderKeys.detail(id), (changeOrder) => (changeOrder ? { ...changeOrder, ...link } : changeOrder));
      // The change is in the change order's activity too.
      await queryClient.invalidateQueries({ queryKey: changeOrderKeys.detail(id), exact: true });
    },
  });
}
