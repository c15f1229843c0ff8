import { testPaymentResultSchema, type TestCard, type TestPaymentResult } from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';

/** What the test-mode card form completes: a saved card's setup, or one payment. */
export type TestPaymentTarget = { kind: 'setup' | 'payment'; id: string; clientSecret: string };

const base = (target: TestPaymentTarget) => `/api/test-payments/${target.kind === 'setup' ? 'setups' : 'payments'}/${encodeURIComponent(target.id)}`;

/** Sends the card to the test-mode provider (it stands in for Stripe.js; our business routes never see it). */
export async function confirmWithTestCard(target: TestPaymentTarget, card: TestCard): Promise<TestPaymentResult> {
  const response = await apiRequest('POST', `${base(target)}/confirm`, { clientSecret: target.clientSecret, card });
  return testPaymentResultSchema.parse(await response.json());
}

/** The customer confirmed with their bank (the test-mode stand-in for 3-D Secure). */
export async function authenticateTestPayment(target: TestPaymentTarget): Promise<TestPaymentResult> {
  const response = await apiRequest('POST', `${base(target)}/authenticate`, { clientSecret: target.clientSecret });
  return testPaymentResultSchema.parse(await response.json());
}
