import Stripe from 'stripe';
import type { Middleware } from 'koa';
import type { AppState } from '../../http/app-state.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { CardError } from './payment-gateway.ts';
import { CardInputError } from './test-mode/test-cards.ts';
import { TestProviderError } from './test-mode/test-payment-gateway.ts';

/** A provider's refusal in the words a person reads; its internals stay in the log. */
function translate(error: unknown): unknown {
  if (error instanceof CardInputError) {
    return new HttpError(400, 'card_invalid', error.message, { fields: { [`card.${error.field}`]: [error.message] } });
  }
  if (error instanceof CardError || error instanceof Stripe.errors.StripeCardError) return new HttpError(402, 'card_declined', error.message);
  if (error instanceof TestProviderError) return error.status === 404 ? notFound() : new HttpError(error.status, 'payment_refused', error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || /^No such/.test(error.message))) return notFound();
  if (error instanceof Stripe.errors.StripeError) {
    return new HttpError(502, 'payment_provider_failed', 'The payment provider did not accept the request. Nothing was charged; try again later.');
  }
  return error;
}

/** Wraps the payment routes: what the provider refused becomes a 4xx/502 with a sentence. */
export const providerErrors: Middleware<AppState> = async function translateProviderErrors(_ctx, next) {
  try {
    await next();
  } catch (error) {
    throw translate(error);
  }
};
