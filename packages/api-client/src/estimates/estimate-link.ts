import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { documentLinkSchema, type DocumentLinkAction, type Estimate } from '@ledgerline/contracts';
import { estimateKeys } from './estimate-keys.ts';

/** Expiring sets or clears the link's last day. Rotating gives the estimate a new secret link (the old one stops working); revoking removes it. */
export async function changeEstimateLink({ id, ...change }: { id: string } & DocumentLinkAction) {
  const response = await apiRequest('POST', `/api/estimates/${encodeURIComponent(id)}/link`, change);
  return documentLinkSchema.parse(await response.json());
}

export function useChangeEstimateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEstimateLink,
    onSuccess: async (link, { id }) => {
      queryClient.setQueryData<Estimate>(estimateKeys.detail(id), (estimate) => (estimate ? { ...estimate, ...link } : estimate));
      // The change is in the estimate's activity too.
      await queryClient.invalidateQueries({ queryKey: estimateKeys.detail(id), exact: true });
    },
  });
}
