import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentResult,
  type PaymentSetup,
  type RefundRequest,
  type RefundResult,
  type SavedPaymentMethod,
} from '../payment-gateway.ts';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string | undefined };

/** Where the SDK sends requests: Stripe's API, or a local stand-in given by URL (the adapter's tests). */
function connection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

const PAYMENT_STATUSES: Record<string, PaymentResult['status']> = {
  succeeded: 'succeeded',
  processing: 'processing',
  requires_action: 'requires_action',
  requires_confirmation: 'requires_action',
  requires_capture: 'processing',
  requires_payment_method: 'requires_payment_method',
  canceled: 'failed',
};

const SETUP_STATUSES: Record<string, PaymentSetup['status']> = {
  succeeded: 'succeeded',
  processing: 'requires_action',
  requires_action: 'requires_action',
  requires_confirmation: 'requires_action',
  requires_payment_method: 'requires_payment_method',
  canceled: 'requires_payment_method',
};

const EVENT_TYPES: Partial<Record<string, PaymentEventType>> = {
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.requires_action': 'payment.requires_action',
  'setup_intent.succeeded': 'setup.succeeded',
  'charge.refunded': 'refund.succeeded',
};

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): Stripe.PaymentMethod.Card | undefined {
  return typeof method === 'object' && method ? (method.card ?? undefined) : undefined;
}

function paymentView(intent: Stripe.PaymentIntent, offSession: boolean): PaymentResult {
  const declined = intent.last_payment_error?.message;
  // An off-session renewal that was declined stays "requires_payment_method" at Stripe; for us it failed.
  const status = offSession && declined && intent.status === 'requires_payment_method' ? 'failed' : (PAYMENT_STATUSES[intent.status] ?? 'processing');
  const fingerprint = cardOf(intent.payment_method)?.fingerprint;
  return {
    id: intent.id,
    status,
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    ...(declined ? { failureReason: declined } : {}),
    ...(fingerprint ? { fingerprint } : {}),
  };
}

/**
 * The PaymentGateway on Stripe: customers, setup intents for saved cards (completed in the browser
 * by Stripe Elements with the client secret), payment intents (confirmed off-session for renewals),
 * refunds, and webhook events verified by Stripe's signature.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.#stripe = new Stripe(settings.secretKey, { ...connection(settings.apiUrl), maxNetworkRetries: 2, telemetry: false });
    this.#webhookSecret = settings.webhookSecret;
  }

  async createCustomer(input: { accountId: string; email: string; name: string; idempotencyKey: string }): Promise<{ customerId: string }> {
    const customer = await this.#stripe.customers.create(
      { email: input.email, name: input.name, metadata: { accountId: input.accountId } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { customerId: customer.id };
  }

  async createSetup(input: { customerId: string; idempotencyKey: string }): Promise<PaymentSetup> {
    const intent = await this.#stripe.setupIntents.create(
      { customer: input.customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
      { idempotencyKey: input.idempotencyKey },
    );
    return setupView(intent);
  }

  async getSetup(setupId: string): Promise<PaymentSetup> {
    return setupView(await this.#stripe.setupIntents.retrieve(setupId));
  }

  async listMethods(customerId: string): Promise<SavedPaymentMethod[]> {
    const customer = await this.#stripe.customers.retrieve(customerId);
    const defaultId = customer.deleted ? undefined : idOf(customer.invoice_settings.default_payment_method);
    const methods = await this.#stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 });
    return methods.data.flatMap((method) => {
      const card = method.card;
      if (!card) return [];
      return [{ id: method.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, fingerprint: card.fingerprint ?? '', isDefault: method.id === defaultId }];
    });
  }

  /** A method of another customer is refused like a missing one, before anything changes. */
  async #ownedMethod(customerId: string, paymentMethodId: string): Promise<void> {
    const method = await this.#stripe.paymentMethods.retrieve(paymentMethodId);
    if (idOf(method.customer) !== customerId) throw new Stripe.errors.StripeInvalidRequestError({ message: 'No such PaymentMethod.', type: 'invalid_request_error' });
  }

  async detachMethod(input: { customerId: string; paymentMethodId: string; idempotencyKey: string }): Promise<void> {
    await this.#ownedMethod(input.customerId, input.paymentMethodId);
    await this.#stripe.paymentMethods.detach(input.paymentMethodId, {}, { idempotencyKey: input.idempotencyKey });
  }

  async setDefaultMethod(input: { customerId: string; paymentMethodId: string; idempotencyKey: string }): Promise<void> {
    await this.#ownedMethod(input.customerId, input.paymentMethodId);
    await this.#stripe.customers.update(
      input.customerId,
      { invoice_settings: { default_payment_method: input.paymentMethodId } },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  async createPayment(input: PaymentRequest): Promise<PaymentResult> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      description: input.description,
      metadata: input.metadata,
      allowed_payment_method_types: ['card'],
      expand: ['payment_method'],
      ...(input.customerId ? { customer: input.customerId } : {}),
      ...(input.paymentMethodId ? { payment_method: input.paymentMethodId, confirm: true } : {}),
      ...(input.paymentMethodId && input.offSession ? { off_session: true } : {}),
    };
    try {
      return paymentView(await this.#stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }), input.offSession);
    } catch (error) {
      // A declined card answers 402 with the intent it left behind: for us a failed payment, not an error.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        return { ...paymentView(error.payment_intent, input.offSession), status: 'failed', failureReason: error.message };
      }
      throw error;
    }
  }

  async getPayment(paymentId: string): Promise<PaymentResult & { amount: number; currency: string; metadata: Record<string, string> }> {
    const intent = await this.#stripe.paymentIntents.retrieve(paymentId, { expand: ['payment_method'] });
    return { ...paymentView(intent, false), amount: intent.amount, currency: intent.currency.toUpperCase(), metadata: intent.metadata };
  }

  async refund(input: RefundRequest): Promise<RefundResult> {
    const refund = await this.#stripe.refunds.create(
      { payment_intent: input.paymentId, ...(input.amount === undefined ? {} : { amount: input.amount }) },
      { idempotencyKey: input.idempotencyKey },
    );
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
    return { id: refund.id, status, amount: refund.amount };
  }

  parseWebhookEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, typeof signature === 'string' ? signature : '', this.#webhookSecret);
    } catch {
      throw new WebhookSignatureError('The Stripe signature does not match.');
    }
    return normaliseEvent(event);
  }
}

function setupView(intent: Stripe.SetupIntent): PaymentSetup {
  const paymentMethodId = idOf(intent.payment_method);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: SETUP_STATUSES[intent.status] ?? 'requires_action',
    ...(intent.status === 'succeeded' && paymentMethodId ? { paymentMethodId } : {}),
  };
}

/** Stripe's event, reduced to what our modules act on. */
export function normaliseEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: EVENT_TYPES[event.type] ?? 'other', providerType: event.type, created: new Date(event.created * 1000) } as const;
  const object = event.data.object as unknown as Record<string, unknown> & { object: string };
  if (object.object === 'payment_intent') {
    const intent = object as unknown as Stripe.PaymentIntent;
    const failureReason = intent.last_payment_error?.message;
    const customerId = idOf(intent.customer);
    const paymentMethodId = idOf(intent.payment_method);
    const fingerprint = cardOf(intent.payment_method)?.fingerprint;
    return {
      ...base,
      paymentId: intent.id,
      metadata: intent.metadata,
      amount: intent.amount,
      currency: intent.currency.toUpperCase(),
      ...(customerId ? { customerId } : {}),
      ...(paymentMethodId ? { paymentMethodId } : {}),
      ...(failureReason ? { failureReason } : {}),
      ...(fingerprint ? { fingerprint } : {}),
    };
  }
  if (object.object === 'setup_intent') {
    const intent = object as unknown as Stripe.SetupIntent;
    const customerId = idOf(intent.customer);
    const paymentMethodId = idOf(intent.payment_method);
    return { ...base, setupId: intent.id, metadata: intent.metadata ?? {}, ...(customerId ? { customerId } : {}), ...(paymentMethodId ? { paymentMethodId } : {}) };
  }
  if (object.object === 'charge') {
    const charge = object as unknown as Stripe.Charge;
    const paymentId = idOf(charge.payment_intent);
    return { ...base, metadata: charge.metadata, amount: charge.amount_refunded, currency: charge.currency.toUpperCase(), ...(paymentId ? { paymentId } : {}) };
  }
  return { ...base, metadata: {} };
}
