import type { ChangeOrderInput } from '@ledgerline/contracts';
import { idempotencyHeaders, saveDocumentRequest, type SaveDocumentVariables } from '../documents/save-request.ts';
import { requestChangeOrder, useChangeOrderMutation } from './change-order-resource.ts';

export type SaveChangeOrderVariables = SaveDocumentVariables<ChangeOrderInput>;

/**
 * POST /api/change-orders with its estimate (the server numbers it "EST-0007-CO-01"), or PUT
 * /api/change-orders/:id with the version it was based on; a change order never moves to another estimate.
 */
export function saveChangeOrderRequest(variables: SaveChangeOrderVariables) {
  if (variables.id === undefined) return saveDocumentRequest('/api/change-orders', variables);
  const { estimateId: _estimateId, ...update } = variables.input;
  return saveDocumentRequest('/api/change-orders', { ...variables, input: update });
}

export function saveChangeOrder(variables: SaveChangeOrderVariables) {
  const { method, url, body } = saveChangeOrderRequest(variables);
  return requestChangeOrder(method, url, body, idempotencyHeaders(variables.idempotencyKey));
}

export function useSaveChangeOrder() {
  return useChangeOrderMutation(saveChangeOrder);
}
