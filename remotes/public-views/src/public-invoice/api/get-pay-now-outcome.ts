import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { payNowOutcomeSchema, type PayNowOutcome } from '@ledgerline/contracts';

/** How often the page asks while the provider's confirmation has not been recorded yet. */
const PENDING_POLL_MS = 1500;

export async function getPayNowOutcome(token: string, paymentId: string): Promise<PayNowOutcome> {
  const response = await apiRequest('GET', `/api/public/invoices/${encodeURIComponent(token)}/payments/${encodeURIComponent(paymentId)}`);
  return payNowOutcomeSchema.parse(await response.json());
}

/** What became of the client's payment: asked again until it is recorded or refunded. */
export const payNowOutcomeQueryOptions = (token: string, paymentId: string) =>
  queryOptions({
    queryKey: ['/api/public/invoices', token, 'payments', paymentId] as const,
    queryFn: () => getPayNowOutcome(token, paymentId),
    refetchInterval: (query) => (query.state.data?.outcome === 'pending' ? PENDING_POLL_MS : false),
  });
