import Router from '@koa/router';
import { testAuthenticateSchema, testConfirmSchema, type TestPaymentResult } from '@ledgerline/contracts';
import type { AppState } from '../../../http/app-state.ts';
import { HttpError } from '../../../http/http-error.ts';
import { parseBody } from '../../../http/parse-body.ts';
import { providerErrors } from '../provider-errors.ts';
import type { TestPaymentGateway } from './test-payment-gateway.ts';

/**
 * The test-mode provider's browser side, standing in for Stripe.js: the card form posts the card
 * here with the client secret the setup or payment was created with. No session, as with Stripe;
 * the client secret is what authorises. Only a token, brand, last 4, expiry and a fingerprint of the
 * card are kept, never its number.
 */
export function testModeRoutes(deps: { provider: TestPaymentGateway }) {
  const router = new Router<AppState>({ prefix: '/test-payments' });
  router.use(providerErrors);

  router.post('/setups/:id/confirm', async (ctx) => {
    const input = parseBody(testConfirmSchema, ctx.request.body);
    const setup = await deps.provider.confirmSetup(ctx.params.id ?? '', input.clientSecret, input.card);
    ctx.body = { status: setup.status };
  });

  router.post('/setups/:id/authenticate', async (ctx) => {
    const input = parseBody(testAuthenticateSchema, ctx.request.body);
    const setup = await deps.provider.authenticateSetup(ctx.params.id ?? '', input.clientSecret);
    ctx.body = { status: setup.status };
  });

  router.post('/payments/:id/confirm', async (ctx) => {
    const input = parseBody(testConfirmSchema, ctx.request.body);
    const payment = await deps.provider.confirmPayment(ctx.params.id ?? '', input.clientSecret, input.card);
    if (payment.failureReason && payment.status !== 'succeeded') throw new HttpError(402, 'card_declined', payment.failureReason);
    ctx.body = { status: payment.status } satisfies TestPaymentResult;
  });

  router.post('/payments/:id/authenticate', async (ctx) => {
    const input = parseBody(testAuthenticateSchema, ctx.request.body);
    const payment = await deps.provider.authenticatePayment(ctx.params.id ?? '', input.clientSecret);
    ctx.body = { status: payment.status } satisfies TestPaymentResult;
  });

  return router;
}
