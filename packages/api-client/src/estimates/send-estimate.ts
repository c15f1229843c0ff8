import { requestEstimate, useEstimateMutation } from './use-estimate-mutation.ts';

/** Marks the estimate sent (again, for an expired one with a new valid-until); the answer carries its public link. */
export const sendEstimate = (id: string) => requestEstimate('POST', `/api/estimates/${encodeURIComponent(id)}/send`);

export function useSendEstimate() {
  return useEstimateMutation(sendEstimate);
}
