import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type HttpMethod } from '@ledgerline/shell-sdk';
import { estimateSchema, type Estimate } from '@ledgerline/contracts';
import { changeOrderKeys } from '../change-orders/change-order-keys.ts';
import { estimateKeys } from './estimate-keys.ts';

/** Sends one estimate request and reads the estimate the gateway answers with. */
export async function requestEstimate(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<Estimate> {
  const response = await apiRequest(method, url, body, headers);
  return estimateSchema.parse(await response.json());
}

/**
 * Shared wiring of every estimate mutation: the answer replaces the cached detail at once, then every
 * estimate list (a client's too) and the change order lists, which show the estimate's number, are
 * refetched by key prefix.
 */
export function useEstimateMutation<Variables>(request: (variables: Variables) => Promise<Estimate>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Only the variables: React Query passes its own context as a second argument, which a request
    // with an optional second parameter (send's email) would otherwise send as the body.
    mutationFn: (variables: Variables) => request(variables),
    onSuccess: async (estimate) => {
      queryClient.setQueryData(estimateKeys.detail(estimate.id), estimate);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: estimateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: changeOrderKeys.lists() }),
      ]);
    },
  });
}
