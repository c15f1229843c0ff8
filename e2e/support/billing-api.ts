import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { PaymentMethodList, PaymentSetupBody } from '@ledgerline/contracts';

/**
 * Buys a plan monthly through the API as the signed-in user of `request`, with Stripe's always-succeeding
 * test card saved the way the card form saves it, for tests of what the plan allows.
 */
export async function buyPlanViaApi(request: APIRequestContext, planKey: string): Promise<void> {
  const setupResponse = await request.post('/api/payment-methods', { headers: { 'Idempotency-Key': randomUUID() } });
  expect(setupResponse.status(), await setupResponse.text()).toBe(201);
  const setup = (await setupResponse.json()) as PaymentSetupBody;
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
  const confirmed = await request.post(`/api/test-payments/setups/${setup.setupId}/confirm`, { data: { clientSecret: setup.clientSecret, card } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { methods } = (await (await request.get('/api/payment-methods')).json()) as PaymentMethodList;
  const paymentMethodId = methods[0]?.id ?? '';
  const bought = await request.post('/api/checkout', { headers: { 'Idempotency-Key': randomUUID() }, data: { planKey, interval: 'month', paymentMethodId } });
  expect(bought.status(), await bought.text()).toBe(200);
}
