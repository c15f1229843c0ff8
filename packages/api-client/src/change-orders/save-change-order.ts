import type { ChangeOrderInput } from '@ledgerline/contracts';
import { requestChangeOrder, useChangeOrderMutation } from './use-change-order-mutation.ts';

/**
 * POST /api/change-orders with its estimate (the server numbers it "EST-0007-CO-01"), or PUT
 * /api/change-orders/:id with the version it was based on; a change order never moves to another estimate.
 */
export type SaveChangeOrderVariables = { id?: undefined; input: ChangeOrderInput } | { id: string; version: number; input: ChangeOrderInput };

export function saveChangeOrder(variables: SaveChangeOrderVariables) {
  if (variables.id === undefined) return requestChangeOrder('POST', '/api/change-orders', variables.input);
  const { estimateId: _estimateId, ...update } = variables.input;
  return requestChangeOrder('PUT', `/api/change-orders/${encodeURIComponent(variables.id)}`, { ...update, version: variables.version });
}

export function useSaveChangeOrder() {
  return useChangeOrderMutation(saveChangeOrder);
}
