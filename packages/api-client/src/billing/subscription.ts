import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { subscriptionSchema, type Subscription, type SubscriptionChange } from '@ledgerline/contracts';
import { subscriptionKeys } from './subscription-keys.ts';

/**
 * The subscription and its status (the shell's sidebar polls the status key). Both are refreshed
 * together after any change, so a bought plan shows at once in what the screens allow.
 */
export function refreshSubscription(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), queryClient.invalidateQueries({ queryKey: subscriptionKeys.status })]);
}

export async function getSubscription(): Promise<Subscription> {
  const response = await apiRequest('GET', '/api/subscription');
  return subscriptionSchema.parse(await response.json());
}

export const subscriptionQueryOptions = queryOptions({ queryKey: subscriptionKeys.all, queryFn: getSubscription });

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions, enabled: options.enabled ?? true });
}

type SubscriptionAction = { kind: 'cancel' } | { kind: 'resume' } | ({ kind: 'change' } & SubscriptionChange);

export async function changeSubscription(action: SubscriptionAction): Promise<Subscription> {
  const { kind, ...body } = action;
  const response = await apiRequest('POST', `/api/subscription/${kind}`, kind === 'change' ? body : undefined);
  return subscriptionSchema.parse(await response.json());
}

/** Cancel at the period's end, resume, or schedule a smaller plan. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionKeys.all, subscription);
      return refreshSubscription(queryClient);
    },
  });
}
