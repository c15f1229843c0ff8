import { apiRequest } from '@ledgerline/shell-sdk';
import { depositPaymentAnswerSchema, IDEMPOTENCY_KEY_HEADER, type DepositPaymentAnswer } from '@ledgerline/contracts';

/**
 * Starts the client's card payment of the deposit of the estimate they accepted; the server makes the
 * deposit's invoice first. One key per visit to the page: a double click or a retry starts one payment.
 */
export async function startDepositPayment(token: string, idempotencyKey: string): Promise<DepositPaymentAnswer> {
  const response = await apiRequest('POST', `/api/public/estimates/${encodeURIComponent(token)}/deposit-payments`, undefined, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  return depositPaymentAnswerSchema.parse(await response.json());
}
