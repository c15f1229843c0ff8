/**
 * The port every payment in the app goes through. Two adapters implement it: the real Stripe SDK
 * (stripe/stripe-gateway.ts, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set) and a
 * stateful test-mode provider kept in our own database (test-mode/), the default on a fresh machine.
 *
 * Subscriptions are NOT a provider object here, on purpose: our database owns a subscription's plan,
 * state and dates (modules/billing), so both providers behave the same and the state machine can be
 * tested with a fake clock. Each period is charged with an off-session one-off payment
 * (`createPayment` with `offSession: true` and the saved default method) whose idempotency key is
 * `subscription:<subscriptionId>:<periodStart ISO date>`, so a retried renewal charges once.
 *
 * Every call that changes provider state takes an idempotency key; the provider answers a retry
 * with the same key by the first answer. Amounts are integer minor units with an ISO currency.
 */

import type { PaymentMode } from '@ledgerline/contracts';

export { type PaymentMode } from '@ledgerline/contracts';

/** The modes in which a provider keeps records (customers, events); a server with payments off keeps none. */
export const PROVIDER_MODES = ['test', 'stripe'] as const;

/** A saved card as the provider describes it: never the number, only what identifies it to people. */
export type SavedPaymentMethod = {
  /** The provider's id (Stripe `pm_…`, test mode `tpm_…`): the token we keep. */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The same card gives the same fingerprint (referral self-checks, duplicate cards). */
  fingerprint: string;
  isDefault: boolean;
};

/** A started setup of a saved method: the browser completes it with the client secret. */
export type PaymentSetup = {
  id: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  /** Once succeeded: the saved method. */
  paymentMethodId?: string;
};

/** `processing`: accepted by the provider, the outcome arrives later as an event. */
export type PaymentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'failed';

export type PaymentRequest = {
  amount: number;
  currency: string;
  /** With `paymentMethodId`: charge a saved method. Without both: an ad-hoc payment the browser completes. */
  customerId?: string;
  paymentMethodId?: string;
  description: string;
  /** Copied onto the provider's events: how an event finds its invoice or subscription again. */
  metadata: Record<string, string>;
  /** A renewal charged while the customer is away: no authentication can be asked for. */
  offSession: boolean;
  idempotencyKey: string;
};

export type PaymentResult = {
  id: string;
  /**
   * `requires_payment_method`: an ad-hoc payment waiting for the browser's card (with clientSecret);
   * `requires_action`: the card asks the customer to confirm (3-D Secure); then the browser confirms.
   */
  status: PaymentStatus;
  clientSecret?: string;
  failureReason?: string;
  fingerprint?: string;
};

export type RefundRequest = { paymentId: string; amount?: number; idempotencyKey: string };
export type RefundResult = { id: string; status: 'succeeded' | 'pending' | 'failed'; amount: number };

export const PAYMENT_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.requires_action',
  'setup.succeeded',
  'refund.succeeded',
  'other',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** A provider's webhook event, reduced to what our modules act on. */
export type PaymentEvent = {
  /** The provider's event id: unique, so a replayed event is recognised. */
  id: string;
  type: PaymentEventType;
  /** The provider's own type (e.g. `payment_intent.succeeded`), kept for the record. */
  providerType: string;
  created: Date;
  paymentId?: string;
  setupId?: string;
  customerId?: string;
  paymentMethodId?: string;
  refundId?: string;
  metadata: Record<string, string>;
  amount?: number;
  currency?: string;
  failureReason?: string;
  fingerprint?: string;
};

/** A webhook whose signature does not verify: answered 400 and never stored. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A card the provider refused while the customer was there (declined, invalid): a 402 with its sentence. */
export class CardError extends Error {
  override name = 'CardError';
}

export interface PaymentGateway {
  readonly mode: PaymentMode;
  /** Creates the provider's customer for an account; callers keep its id (payments/customers.ts). */
  createCustomer(input: { accountId: string; email: string; name: string; idempotencyKey: string }): Promise<{ customerId: string }>;
  createSetup(input: { customerId: string; idempotencyKey: string }): Promise<PaymentSetup>;
  getSetup(setupId: string): Promise<PaymentSetup>;
  listMethods(customerId: string): Promise<SavedPaymentMethod[]>;
  detachMethod(input: { customerId: string; paymentMethodId: string; idempotencyKey: string }): Promise<void>;
  setDefaultMethod(input: { customerId: string; paymentMethodId: string; idempotencyKey: string }): Promise<void>;
  createPayment(input: PaymentRequest): Promise<PaymentResult>;
  getPayment(paymentId: string): Promise<PaymentResult & { amount: number; currency: string; metadata: Record<string, string> }>;
  refund(input: RefundRequest): Promise<RefundResult>;
  /** Verifies the signature over the exact bytes received, then normalises; throws WebhookSignatureError. */
  parseWebhookEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}
