import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../../db/orm.ts';
import { transactional } from '../../../db/transactional.ts';
import {
  CardError,
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
import { checkCard, DECLINED_MESSAGE, type CardBehaviour, type CardInput } from './test-cards.ts';
import { TestProviderObject, TestProviderRequest, type TestObjectType } from './test-provider-object.entity.ts';
import { signTestEvent, TEST_SIGNATURE_HEADER, verifyTestSignature } from './test-webhook-signature.ts';

type CustomerData = { email: string; name: string; accountId: string; defaultPaymentMethodId: string | null };
type SetupData = { customerId: string; clientSecret: string; status: PaymentSetup['status']; paymentMethodId?: string };
type MethodData = {
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  behaviour: CardBehaviour;
};
type PaymentData = {
  amount: number;
  currency: string;
  customerId?: string;
  paymentMethodId?: string;
  description: string;
  metadata: Record<string, string>;
  offSession: boolean;
  status: PaymentResult['status'];
  clientSecret: string;
  failureReason?: string;
  fingerprint?: string;
  refunded: number;
};

/** A request the test provider refuses (unknown id, wrong client secret, wrong state): a 4xx for the caller. */
export class TestProviderError extends Error {
  override name = 'TestProviderError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const PREFIXES: Record<TestObjectType | 'event', string> = {
  customer: 'tcus',
  setup: 'tseti',
  payment_method: 'tpm',
  payment: 'tpi',
  refund: 'tre',
  event: 'tevt',
};
const newId = (type: TestObjectType | 'event') => `${PREFIXES[type]}_${randomBytes(12).toString('hex')}`;
const newSecret = (id: string) => `${id}_secret_${randomBytes(16).toString('hex')}`;
const missing = () => new TestProviderError(404, 'No such object in test mode.');

export type TestGatewayOptions = {
  orm: Orm;
  /** Keys the card fingerprints (HMAC of the number). */
  fingerprintKey: string;
  /** Signs the events the provider sends, checked again by parseWebhookEvent. */
  webhookSecret: string;
  /** Where events go: the same webhook path Stripe's take (payments/webhook-inbox.ts). */
  deliver: (rawBody: Buffer, headers: Record<string, string>) => Promise<void>;
  now?: () => Date;
};

/** An event to send once the change that caused it is committed. */
type PendingEvent = Omit<PaymentEvent, 'id' | 'created'>;

/**
 * The offline stand-in for a card processor: customers, setups, saved cards, payments and refunds
 * with Stripe's semantics, kept in the database. The browser's side (what Stripe.js does) is the
 * confirm/authenticate methods, reached through test-mode.routes.ts.
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly mode = 'test' as const;
  readonly #options: TestGatewayOptions;

  constructor(options: TestGatewayOptions) {
    this.#options = options;
  }

  #now(): Date {
    return this.#options.now?.() ?? new Date();
  }

  /** Runs a change with its events sent after commit; with a key, a retry gets the first answer back. */
  async #change<T>(idempotencyKey: string | undefined, work: (tx: SqlEntityManager, events: PendingEvent[]) => Promise<T>): Promise<T> {
    const events: PendingEvent[] = [];
    const result = await transactional(this.#options.orm.em.fork(), async (tx) => {
      events.length = 0;
      if (idempotencyKey) {
        const claimed = await tx.execute<{ key: string }[]>(
          `insert into "test_provider_request" ("key", "result", "created_at") values (?, null, ?) on conflict do nothing returning "key"`,
          [idempotencyKey, this.#now()],
        );
        if (claimed.length === 0) {
          const earlier = await tx.findOne(TestProviderRequest, idempotencyKey, { refresh: true });
          if (earlier?.result == null) throw new TestProviderError(409, 'A request with this idempotency key is still running.');
          return { replay: true, value: earlier.result as T };
        }
      }
      const value = await work(tx, events);
      if (idempotencyKey) await tx.nativeUpdate(TestProviderRequest, { key: idempotencyKey }, { result: value ?? null });
      return { replay: false, value };
    });
    if (!result.replay) for (const event of events) await this.#send(event);
    return result.value;
  }

  async #send(pending: PendingEvent): Promise<void> {
    const event: PaymentEvent = { ...pending, id: newId('event'), created: this.#now() };
    const payload = JSON.stringify(event);
    await this.#options.deliver(Buffer.from(payload), { [TEST_SIGNATURE_HEADER]: signTestEvent(payload, this.#options.webhookSecret, this.#now()) });
  }

  async #load<T>(tx: SqlEntityManager, id: string, type: TestObjectType, lock = false): Promise<T> {
    const row = await tx.findOne(TestProviderObject, { id, type }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
    if (!row) throw missing();
    return row.data as T;
  }

  async #save(tx: SqlEntityManager, id: string, data: object): Promise<void> {
    await tx.nativeUpdate(TestProviderObject, { id }, { data: data as Record<string, unknown> });
  }

  #insert(tx: SqlEntityManager, type: TestObjectType, data: object, customerId: string | null = null): string {
    const id = newId(type);
    tx.create(TestProviderObject, { id, type, customerId, data: data as Record<string, unknown> });
    return id;
  }

  async createCustomer(input: { accountId: string; email: string; name: string; idempotencyKey: string }): Promise<{ customerId: string }> {
    return this.#change(`customer:${input.idempotencyKey}`, async (tx) => {
      const data: CustomerData = { email: input.email, name: input.name, accountId: input.accountId, defaultPaymentMethodId: null };
      const id = this.#insert(tx, 'customer', data);
      return { customerId: id };
    });
  }

  createSetup(input: { customerId: string; idempotencyKey: string }): Promise<PaymentSetup> {
    return this.#change(`setup:${input.idempotencyKey}`, async (tx) => {
      await this.#load<CustomerData>(tx, input.customerId, 'customer');
      const id = newId('setup');
      const data: SetupData = { customerId: input.customerId, clientSecret: newSecret(id), status: 'requires_payment_method' };
      tx.create(TestProviderObject, { id, type: 'setup', customerId: input.customerId, data });
      return { id, clientSecret: data.clientSecret, status: data.status };
    });
  }

  async getSetup(setupId: string): Promise<PaymentSetup> {
    const data = await this.#load<SetupData>(this.#options.orm.em.fork(), setupId, 'setup');
    return { id: setupId, ...setupView(data) };
  }

  async listMethods(customerId: string): Promise<SavedPaymentMethod[]> {
    const em = this.#options.orm.em.fork();
    const customer = await this.#load<CustomerData>(em, customerId, 'customer');
    const rows = await em.find(TestProviderObject, { type: 'payment_method', customerId }, { orderBy: { createdAt: 'asc' } });
    return rows.map((row) => methodView(row.id, row.data as MethodData, customer.defaultPaymentMethodId));
  }

  detachMethod(input: { customerId: string; paymentMethodId: string; idempotencyKey: string }): Promise<void> {
    return this.#change(`detach:${input.idempotencyKey}`, async (tx) => {
      const customer = await this.#load<CustomerData>(tx, input.customerId, 'customer', true);
      const method = await this.#load<MethodData>(tx, input.paymentMethodId, 'payment_method');
      if (method.customerId !== input.customerId) throw missing();
      await tx.nativeUpdate(TestProviderObject, { id: input.paymentMethodId }, { customerId: null, data: { ...method, customerId: null } });
      if (customer.defaultPaymentMethodId === input.paymentMethodId) await this.#save(tx, input.customerId, { ...customer, defaultPaymentMethodId: null });
    });
  }

  setDefaultMethod(input: { customerId: string; paymentMethodId: string; idempotencyKey: string }): Promise<void> {
    return this.#change(`default:${input.idempotencyKey}`, async (tx) => {
      const customer = await this.#load<CustomerData>(tx, input.customerId, 'customer', true);
      const method = await this.#load<MethodData>(tx, input.paymentMethodId, 'payment_method');
      if (method.customerId !== input.customerId) throw missing();
      await this.#save(tx, input.customerId, { ...customer, defaultPaymentMethodId: input.paymentMethodId });
    });
  }

  createPayment(input: PaymentRequest): Promise<PaymentResult> {
    return this.#change(`payment:${input.idempotencyKey}`, async (tx, events) => {
      const id = newId('payment');
      const data: PaymentData = {
        amount: input.amount,
        currency: input.currency.toUpperCase(),
        ...(input.customerId ? { customerId: input.customerId } : {}),
        description: input.description,
        metadata: input.metadata,
        offSession: input.offSession,
        status: 'requires_payment_method',
        clientSecret: newSecret(id),
        refunded: 0,
      };
      tx.create(TestProviderObject, { id, type: 'payment', customerId: input.customerId ?? null, data });
      if (input.paymentMethodId) {
        const method = await this.#load<MethodData>(tx, input.paymentMethodId, 'payment_method');
        if (method.customerId !== (input.customerId ?? null)) throw missing();
        this.#charge(id, data, input.paymentMethodId, method, events);
        await tx.flush();
        await this.#save(tx, id, data);
      }
      return paymentView(id, data);
    });
  }

  /** Charges a card: the outcome follows the card's behaviour, as a processor's test mode does. */
  #charge(id: string, data: PaymentData, methodId: string, method: MethodData, events: PendingEvent[]): void {
    data.paymentMethodId = methodId;
    data.fingerprint = method.fingerprint;
    delete data.failureReason;
    // A card that asks for confirmation does so when the customer is there; a renewal charged
    // off-session on a method the customer set up (and confirmed) for later goes through, as with Stripe.
    const behaviour = method.behaviour === 'authenticate' && data.offSession && method.customerId ? 'succeed' : method.behaviour;
    if (behaviour === 'decline') {
      data.status = data.offSession ? 'failed' : 'requires_payment_method';
      data.failureReason = DECLINED_MESSAGE;
      events.push(paymentEvent('payment.failed', 'payment_intent.payment_failed', id, data));
    } else if (behaviour === 'authenticate') {
      data.status = 'requires_action';
      events.push(paymentEvent('payment.requires_action', 'payment_intent.requires_action', id, data));
    } else {
      data.status = 'succeeded';
      events.push(paymentEvent('payment.succeeded', 'payment_intent.succeeded', id, data));
    }
  }

  async getPayment(paymentId: string): Promise<PaymentResult & { amount: number; currency: string; metadata: Record<string, string> }> {
    const data = await this.#load<PaymentData>(this.#options.orm.em.fork(), paymentId, 'payment');
    return { ...paymentView(paymentId, data), amount: data.amount, currency: data.currency, metadata: data.metadata };
  }

  refund(input: RefundRequest): Promise<RefundResult> {
    return this.#change(`refund:${input.idempotencyKey}`, async (tx, events) => {
      const payment = await this.#load<PaymentData>(tx, input.paymentId, 'payment', true);
      if (payment.status !== 'succeeded') throw new TestProviderError(400, 'Only a succeeded payment can be refunded.');
      const amount = input.amount ?? payment.amount - payment.refunded;
      if (amount <= 0 || amount > payment.amount - payment.refunded) throw new TestProviderError(400, 'The refund is more than what is left of the payment.');
      const id = this.#insert(tx, 'refund', { paymentId: input.paymentId, amount, status: 'succeeded' }, payment.customerId ?? null);
      await this.#save(tx, input.paymentId, { ...payment, refunded: payment.refunded + amount });
      events.push({ type: 'refund.succeeded', providerType: 'charge.refunded', paymentId: input.paymentId, refundId: id, metadata: payment.metadata, amount, currency: payment.currency });
      return { id, status: 'succeeded' as const, amount };
    });
  }

  parseWebhookEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const header = headers[TEST_SIGNATURE_HEADER];
    const payload = rawBody.toString('utf8');
    if (!verifyTestSignature(payload, typeof header === 'string' ? header : undefined, this.#options.webhookSecret, this.#now())) {
      throw new WebhookSignatureError('The test-mode event signature does not match.');
    }
    const event = JSON.parse(payload) as PaymentEvent & { created: string };
    return { ...event, created: new Date(event.created) };
  }

  /** The browser's card for a setup (Stripe.js confirmCardSetup): saves the card, maybe asking for confirmation. */
  confirmSetup(setupId: string, clientSecret: string, card: CardInput): Promise<PaymentSetup> {
    return this.#change(undefined, async (tx, events) => {
      const setup = await this.#loadWithSecret<SetupData>(tx, setupId, 'setup', clientSecret);
      if (setup.status === 'succeeded') throw new TestProviderError(409, 'This setup is already complete.');
      const checked = checkCard(card, this.#options.fingerprintKey, this.#now());
      if (checked.behaviour === 'decline') throw new CardError(DECLINED_MESSAGE);
      const { behaviour, ...shown } = checked;
      const methodId = this.#insert(tx, 'payment_method', { ...shown, behaviour, customerId: setup.customerId } satisfies MethodData, setup.customerId);
      // The card is attached only once confirmed, like Stripe's setup intent.
      const next: SetupData = { ...setup, paymentMethodId: methodId, status: behaviour === 'authenticate' ? 'requires_action' : 'succeeded' };
      await tx.flush();
      if (next.status === 'requires_action') {
        await tx.nativeUpdate(TestProviderObject, { id: methodId }, { customerId: null });
      } else {
        await this.#finishSetup(tx, setupId, next, events);
      }
      await this.#save(tx, setupId, next);
      return { id: setupId, ...setupView(next) };
    });
  }

  /** The customer confirmed the card (3-D Secure passed): the setup completes. */
  authenticateSetup(setupId: string, clientSecret: string): Promise<PaymentSetup> {
    return this.#change(undefined, async (tx, events) => {
      const setup = await this.#loadWithSecret<SetupData>(tx, setupId, 'setup', clientSecret);
      if (setup.status !== 'requires_action' || !setup.paymentMethodId) throw new TestProviderError(409, 'This setup has nothing to confirm.');
      const next: SetupData = { ...setup, status: 'succeeded' };
      await tx.nativeUpdate(TestProviderObject, { id: setup.paymentMethodId }, { customerId: setup.customerId });
      await this.#finishSetup(tx, setupId, next, events);
      await this.#save(tx, setupId, next);
      return { id: setupId, ...setupView(next) };
    });
  }

  /** A customer's first saved card becomes their default, as Stripe Checkout does. */
  async #finishSetup(tx: SqlEntityManager, setupId: string, setup: SetupData, events: PendingEvent[]): Promise<void> {
    const customer = await this.#load<CustomerData>(tx, setup.customerId, 'customer', true);
    if (!customer.defaultPaymentMethodId) await this.#save(tx, setup.customerId, { ...customer, defaultPaymentMethodId: setup.paymentMethodId });
    const method = await this.#load<MethodData>(tx, setup.paymentMethodId as string, 'payment_method');
    events.push({
      type: 'setup.succeeded',
      providerType: 'setup_intent.succeeded',
      setupId,
      customerId: setup.customerId,
      paymentMethodId: setup.paymentMethodId as string,
      fingerprint: method.fingerprint,
      metadata: {},
    });
  }

  /** The browser's card for an ad-hoc payment (Stripe.js confirmCardPayment). A declined card leaves it payable again. */
  confirmPayment(paymentId: string, clientSecret: string, card: CardInput): Promise<PaymentResult> {
    return this.#change(undefined, async (tx, events) => {
      const payment = await this.#loadWithSecret<PaymentData>(tx, paymentId, 'payment', clientSecret);
      if (payment.status !== 'requires_payment_method') return paymentView(paymentId, payment);
      const checked = checkCard(card, this.#options.fingerprintKey, this.#now());
      const { behaviour, ...shown } = checked;
      const methodId = this.#insert(tx, 'payment_method', { ...shown, behaviour, customerId: null } satisfies MethodData);
      const next = { ...payment };
      this.#charge(paymentId, next, methodId, { ...shown, behaviour, customerId: null }, events);
      await tx.flush();
      await this.#save(tx, paymentId, next);
      return paymentView(paymentId, next);
    });
  }

  /** The customer confirmed the payment (3-D Secure passed): it goes through. */
  authenticatePayment(paymentId: string, clientSecret: string): Promise<PaymentResult> {
    return this.#change(undefined, async (tx, events) => {
      const payment = await this.#loadWithSecret<PaymentData>(tx, paymentId, 'payment', clientSecret);
      if (payment.status !== 'requires_action') return paymentView(paymentId, payment);
      const next: PaymentData = { ...payment, status: 'succeeded' };
      events.push(paymentEvent('payment.succeeded', 'payment_intent.succeeded', paymentId, next));
      await this.#save(tx, paymentId, next);
      return paymentView(paymentId, next);
    });
  }

  async #loadWithSecret<T extends { clientSecret: string }>(tx: SqlEntityManager, id: string, type: TestObjectType, clientSecret: string): Promise<T> {
    const data = await this.#load<T>(tx, id, type, true);
    if (data.clientSecret !== clientSecret) throw missing();
    return data;
  }
}

function setupView(data: SetupData): Omit<PaymentSetup, 'id'> {
  return { clientSecret: data.clientSecret, status: data.status, ...(data.status === 'succeeded' && data.paymentMethodId ? { paymentMethodId: data.paymentMethodId } : {}) };
}

function methodView(id: string, data: MethodData, defaultId: string | null): SavedPaymentMethod {
  return { id, brand: data.brand, last4: data.last4, expMonth: data.expMonth, expYear: data.expYear, fingerprint: data.fingerprint, isDefault: id === defaultId };
}

function paymentView(id: string, data: PaymentData): PaymentResult {
  return {
    id,
    status: data.status,
    clientSecret: data.clientSecret,
    ...(data.failureReason ? { failureReason: data.failureReason } : {}),
    ...(data.fingerprint ? { fingerprint: data.fingerprint } : {}),
  };
}

function paymentEvent(type: PaymentEventType, providerType: string, id: string, data: PaymentData): PendingEvent {
  return {
    type,
    providerType,
    paymentId: id,
    ...(data.customerId ? { customerId: data.customerId } : {}),
    ...(data.paymentMethodId ? { paymentMethodId: data.paymentMethodId } : {}),
    ...(data.failureReason ? { failureReason: data.failureReason } : {}),
    ...(data.fingerprint ? { fingerprint: data.fingerprint } : {}),
    metadata: data.metadata,
    amount: data.amount,
    currency: data.currency,
  };
}
