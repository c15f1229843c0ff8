import { requestEstimate, useEstimateMutation } from './estimate-resource.ts';

/** Answers with the new draft copy, which the editor then opens. */
export const duplicateEstimate = (id: string) => requestEstimate('POST', `/api/estimates/${encodeURIComponent(id)}/duplicate`);

export function useDuplicateEstimate() {
  return useEstimateMutation(duplicateEstimate);
}
