import { requestEstimate, useEstimateMutation } from './estimate-resource.ts';

/** An accepted or declined estimate is locked: revising it opens the next revision as a draft, and the old one stays readable. */
export const reviseEstimate = (id: string) => requestEstimate('POST', `/api/estimates/${encodeURIComponent(id)}/revise`);

export function useReviseEstimate() {
  return useEstimateMutation(reviseEstimate);
}
