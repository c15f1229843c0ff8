import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type HttpMethod } from '@ledgerline/shell-sdk';
import { changeOrderSchema, type ChangeOrder } from '@ledgerline/contracts';
import { estimateKeys } from '../estimates/estimate-keys.ts';
import { changeOrderKeys } from './change-order-keys.ts';

/** Sends one change order request and reads the change order the gateway answers with. */
export async function requestChangeOrder(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<ChangeOrder> {
  const response = await apiRequest(method, url, body, headers);
  return changeOrderSchema.parse(await response.json());
}

/**
 * Shared wiring of every change order mutation: the answer replaces the cached detail at once; every
 * change order list, and the estimate it belongs to (its job's pending changes and its list of change
 * orders), are refetched by key prefix.
 */
export function useChangeOrderMutation<Variables>(request: (variables: Variables) => Promise<ChangeOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Only the variables: React Query passes its own context as a second argument, which a request
    // with an optional second parameter (send's email) would otherwise send as the body.
    mutationFn: (variables: Variables) => request(variables),
    onSuccess: async (changeOrder) => {
      queryClient.setQueryData(changeOrderKeys.detail(changeOrder.id), changeOrder);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: changeOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: estimateKeys.detail(changeOrder.estimate.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: estimateKeys.lists() }),
      ]);
    },
  });
}
