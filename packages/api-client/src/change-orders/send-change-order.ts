import { requestChangeOrder, useChangeOrderMutation } from './use-change-order-mutation.ts';

/** Marks the change order sent; the answer carries the public link its client approves it through. */
export const sendChangeOrder = (id: string) => requestChangeOrder('POST', `/api/change-orders/${encodeURIComponent(id)}/send`);

export function useSendChangeOrder() {
  return useChangeOrderMutation(sendChangeOrder);
}
