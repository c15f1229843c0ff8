import Router from '@koa/router';
import getRawBody from 'raw-body';
import type { PaymentModeAnswer } from '@ledgerline/contracts';
import type { AppState } from '../../http/app-state.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Payments } from './payment-gateway-factory.ts';
import { WebhookSignatureError } from './payment-gateway.ts';

export const WEBHOOK_PATH = '/api/payments/webhook';

/** The provider's events are signed over their exact bytes, so this route reads its body itself. */
export const isPaymentWebhook = (request: { method: string; path: string }) => request.method === 'POST' && request.path === WEBHOOK_PATH;

const WEBHOOK_BODY_LIMIT = '1mb';

/** Which provider moves money (the UI says "Test mode"), and the provider's webhook. */
export function paymentsRoutes(deps: { payments: Payments }) {
  const router = new Router<AppState>();

  router.get('/payments/mode', (ctx) => {
    ctx.body = { mode: deps.payments.gateway.mode } satisfies PaymentModeAnswer;
  });

  router.post('/payments/webhook', async (ctx) => {
    const rawBody = await getRawBody(ctx.req, { limit: WEBHOOK_BODY_LIMIT });
    try {
      await deps.payments.inbox.receive(rawBody, ctx.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new HttpError(400, 'webhook_signature_invalid', 'The webhook signature does not verify.');
      throw error;
    }
    ctx.body = { received: true };
  });

  return router;
}
