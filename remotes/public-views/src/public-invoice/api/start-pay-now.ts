import { apiRequest } from '@ledgerline/shell-sdk';
import { IDEMPOTENCY_KEY_HEADER, payNowAnswerSchema, type PayNowAnswer } from '@ledgerline/contracts';

/**
 * Starts the client's online payment of the invoice. The idempotency key belongs to one intent to pay
 * (an amount): a double click or a retry with it starts one payment.
 */
export async function startPayNow(token: string, amount: number, idempotencyKey: string): Promise<PayNowAnswer> {
  const response = await apiRequest('POST', `/api/public/invoices/${encodeURIComponent(token)}/payments`, { amount }, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  return payNowAnswerSchema.parse(await response.json());
}
