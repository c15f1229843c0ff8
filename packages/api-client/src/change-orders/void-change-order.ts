import type { ChangeOrderVoid } from '@ledgerline/contracts';
import { requestChangeOrder, useChangeOrderMutation } from './change-order-resource.ts';

/** A draft or sent change order can be voided, with the reason kept on record. */
export const voidChangeOrder = ({ id, reason }: { id: string } & ChangeOrderVoid) =>
  requestChangeOrder('POST', `/api/change-orders/${encodeURIComponent(id)}/void`, { reason });

export function useVoidChangeOrder() {
  return useChangeOrderMutation(voidChangeOrder);
}
