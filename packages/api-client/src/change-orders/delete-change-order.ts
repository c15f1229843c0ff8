import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { estimateKeys } from '../estimates/estimate-keys.ts';
import { changeOrderKeys } from './change-order-keys.ts';

/** Only a draft can be deleted; a sent one is voided instead, so its record stays. */
export async function deleteChangeOrder({ id }: { id: string; estimateId: string }): Promise<void> {
  await apiRequest('DELETE', `/api/change-orders/${encodeURIComponent(id)}`);
}

export function useDeleteChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChangeOrder,
    onSuccess: async (_nothing, { id, estimateId }) => {
      queryClient.removeQueries({ queryKey: changeOrderKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: changeOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: estimateKeys.detail(estimateId), exact: true }),
      ]);
    },
  });
}
