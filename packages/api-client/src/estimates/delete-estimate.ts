import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { estimateKeys } from './estimate-keys.ts';

/** Only a draft that was never sent can be deleted; otherwise the gateway answers 409. */
export async function deleteEstimate(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/estimates/${encodeURIComponent(id)}`);
}

export function useDeleteEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEstimate,
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: estimateKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: estimateKeys.lists() });
    },
  });
}
