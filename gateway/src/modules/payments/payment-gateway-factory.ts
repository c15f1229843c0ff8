import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { PaymentsOffGateway } from './payments-off-gateway.ts';
import { StripePaymentGateway } from './stripe/stripe-payment-gateway.ts';
import { TestPaymentGateway } from './test-mode/test-payment-gateway.ts';
import { createWebhookInbox, type WebhookInbox } from './webhook-inbox.ts';

/** The payment side of the gateway, built once per app: the provider and the inbox of its events. */
export type Payments = {
  gateway: PaymentGateway;
  /** Set in test mode: the provider's browser side, which test-mode.routes.ts serves. */
  testMode: TestPaymentGateway | undefined;
  inbox: WebhookInbox;
};

/** A key of its own for each use, derived from the session secret every gateway of one app shares. */
const derivedKey = (secret: string, use: string) => createHmac('sha256', secret).update(use).digest('hex');

/** The secret the test-mode provider signs its events with (tests sign replays with it). */
export const testModeWebhookSecret = (sessionSecret: string) => derivedKey(sessionSecret, 'test-mode webhook signatures');

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; else the test-mode provider where
 * the configuration allows it (Config.testPayments); else no payments at all.
 */
export function createPayments(deps: { config: Config; orm: Orm; logger: Logger; sessionSecret: string }): Payments {
  let gateway: PaymentGateway | undefined;
  const inbox = createWebhookInbox({ orm: deps.orm, logger: deps.logger, gateway: () => gateway as PaymentGateway });
  const { stripe } = deps.config;
  if (stripe) {
    gateway = new StripePaymentGateway(stripe);
    return { gateway, testMode: undefined, inbox };
  }
  if (!deps.config.testPayments) {
    gateway = new PaymentsOffGateway();
    return { gateway, testMode: undefined, inbox };
  }
  if (deps.config.production) {
    deps.logger.warn('Test payments are on in production (ALLOW_TEST_PAYMENTS=true): test cards mark invoices paid and buy plans. Set the Stripe keys to take real payments.');
  }
  const testMode = new TestPaymentGateway({
    orm: deps.orm,
    fingerprintKey: derivedKey(deps.sessionSecret, 'test-mode card fingerprints'),
    webhookSecret: testModeWebhookSecret(deps.sessionSecret),
    deliver: (rawBody, headers) => inbox.receive(rawBody, headers),
  });
  gateway = testMode;
  return { gateway, testMode, inbox };
}
