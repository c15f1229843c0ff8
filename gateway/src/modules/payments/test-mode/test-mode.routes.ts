import Router from '@koa/router';
import { testAuthenticateSchema, testConfirmSchema, type TestPaymentResult } from '@ledgerline/contracts';
import type { Middleware } from 'koa';
import type { AppState } from '../../../http/app-state.ts';
import { HttpError } from '../../../http/http-error.ts';
import { parseBody } from '../../../http/parse-body.ts';
import { CardError } from '../payment-gateway.ts';
import { CardInputError } from './test-cards.ts';
import { TestProviderError, type TestPaymentGateway } from './test-payment-gateway.ts';

/** The provider's refusals in the words a card form shows, on the field they concern. */
const providerErrors: Middleware<AppState> = async (_ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof CardInputError) {
      throw new HttpError(400, 'card_invalid', error.message, { fields: { [`card.${error.field}`]: [error.message] } });
    }
    if (error instanceof CardError) throw new HttpError(402, 'card_declined', error.message);
    if (error instanceof TestProviderError) throw new HttpError(error.status, 'test_provider_refused', error.message);
    throw error;
  }
};

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
