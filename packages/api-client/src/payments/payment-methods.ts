import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { IDEMPOTENCY_KEY_HEADER, paymentMethodListSchema, paymentSetupSchema, type PaymentMethodList, type PaymentSetupBody } from '@ledgerline/contracts';

export const paymentMethodKeys = { all: ['/api/payment-methods'] as const };

/** Each user action is one request to the provider: a retry of it (same key) changes nothing twice. */
const once = () => ({ [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() });

export async function listPaymentMethods(): Promise<PaymentMethodList> {
  return paymentMethodListSchema.parse(await (await apiRequest('GET', '/api/payment-methods')).json());
}

export const paymentMethodsQueryOptions = queryOptions({ queryKey: paymentMethodKeys.all, queryFn: listPaymentMethods });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}

/** Starts adding a card: the answer's client secret is what the card form (or Stripe Elements) completes. */
export async function startPaymentMethodSetup(): Promise<PaymentSetupBody> {
  return paymentSetupSchema.parse(await (await apiRequest('POST', '/api/payment-methods', undefined, once())).json());
}

export function useStartPaymentMethodSetup() {
  return useMutation({ mutationFn: startPaymentMethodSetup });
}

export async function removePaymentMethod(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/payment-methods/${encodeURIComponent(id)}`, undefined, once());
}

export async function makeDefaultPaymentMethod(id: string): Promise<PaymentMethodList> {
  return paymentMethodListSchema.parse(await (await apiRequest('POST', `/api/payment-methods/${encodeURIComponent(id)}/default`, undefined, once())).json());
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePaymentMethod, onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all }) });
}

export function useMakeDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeDefaultPaymentMethod, onSuccess: (list) => queryClient.setQueryData(paymentMethodKeys.all, list) });
}
