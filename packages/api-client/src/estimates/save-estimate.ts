import type { EstimateInput } from '@ledgerline/contracts';
import { requestEstimate, useEstimateMutation } from './use-estimate-mutation.ts';

/** POST /api/estimates without an id (the server numbers it), PUT /api/estimates/:id with the version it was based on. */
export type SaveEstimateVariables = { id?: undefined; input: EstimateInput } | { id: string; version: number; input: EstimateInput };

export function saveEstimate(variables: SaveEstimateVariables) {
  return variables.id === undefined
    ? requestEstimate('POST', '/api/estimates', variables.input)
    : requestEstimate('PUT', `/api/estimates/${encodeURIComponent(variables.id)}`, { ...variables.input, version: variables.version });
}

export function useSaveEstimate() {
  return useEstimateMutation(saveEstimate);
}
