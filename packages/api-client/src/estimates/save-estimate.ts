import type { EstimateInput } from '@ledgerline/contracts';
import { idempotencyHeaders, saveDocumentRequest, type SaveDocumentVariables } from '../documents/save-request.ts';
import { requestEstimate, useEstimateMutation } from './estimate-resource.ts';

export type SaveEstimateVariables = SaveDocumentVariables<EstimateInput>;

/** POST /api/estimates without an id (the server numbers it), PUT /api/estimates/:id with the version it was based on. */
export const saveEstimateRequest = (variables: SaveEstimateVariables) => saveDocumentRequest('/api/estimates', variables);

export function saveEstimate(variables: SaveEstimateVariables) {
  const { method, url, body } = saveEstimateRequest(variables);
  return requestEstimate(method, url, body, idempotencyHeaders(variables.idempotencyKey));
}

export function useSaveEstimate() {
  return useEstimateMutation(saveEstimate);
}
