import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { checkoutResultSchema, type CheckoutInput, type CheckoutResult } from '@ledgerline/contracts';
import { refreshSubscription } from './subscription.ts';

export type CheckoutVariables = CheckoutInput & {
  /** One key per attempt: a double click or a retry of the same attempt charges once. */
  idempotencyKey: string;
};

export async function checkout({ idempotencyKey, ...input }: CheckoutVariables): Promise<CheckoutResult> {
  const response = await apiRequest('POST', '/api/checkout', input, { 'Idempotency-Key': idempotencyKey });
  return checkoutResultSchema.parse(await response.json());
}

/** Buys a plan; the subscription and its status are refreshed as soon as it is paid. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkout, onSuccess: () => refreshSubscription(queryClient) });
}
