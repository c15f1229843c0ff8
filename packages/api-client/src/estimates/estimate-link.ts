import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { documentLinkSchema, type DocumentLinkAction, type Estimate } from '@ledgerline/contracts';
import { estimateKeys } from './estimate-keys.ts';

/** Rotating gives the estimate a new secret link (the old one stops working); revoking removes it. */
export async function changeEstimateLink({ id, action }: { id: string; action: DocumentLinkAction['action'] }) {
  const response = await apiRequest('POST', `/api/estimates/${encodeURIComponent(id)}/link`, { action });
  return documentLinkSchema.parse(await response.json());
}

export function useChangeEstimateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEstimateLink,
    onSuccess: async ({ publicUrl }, { id }) => {
      queryClient.setQueryData<Estimate>(estimateKeys.detail(id), (estimate) => (estimate ? { ...estimate, publicUrl } : estimate));
      // The change is in the estimate's activity too.
      await queryClient.invalidateQueries({ queryKey: estimateKeys.detail(id), exact: true });
    },
  });
}
