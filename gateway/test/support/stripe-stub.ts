import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK made, as the stub received it. */
export type StubRequest = { method: string; path: string; params: URLSearchParams; idempotencyKey: string | undefined };

type Answer = { status: number; body: unknown };
type Route = (request: StubRequest) => Answer | undefined;

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, fingerprint: 'fp_visa_4242', country: 'US', funding: 'credit' };
const paymentMethod = (id: string) => ({ id, object: 'payment_method', type: 'card', customer: 'cus_stub', card, metadata: {}, created: 1_700_000_000, livemode: false });

/** A payment intent the way Stripe documents it, for the amounts and metadata the request sent. */
export function paymentIntent(params: URLSearchParams, status: string, extra: Record<string, unknown> = {}) {
  const metadata = Object.fromEntries([...params].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
  return {
    id: 'pi_stub',
    object: 'payment_intent',
    amount: Number(params.get('amount')),
    currency: params.get('currency'),
    customer: params.get('customer'),
    client_secret: 'pi_stub_secret_stub',
    description: params.get('description'),
    metadata,
    payment_method: params.get('payment_method') ? paymentMethod(params.get('payment_method') ?? '') : null,
    status,
    last_payment_error: null,
    livemode: false,
    created: 1_700_000_000,
    ...extra,
  };
}

/**
 * The Stripe endpoints the adapter uses, answered with Stripe's documented payloads (api.stripe.com
 * reference), for the real SDK pointed at it over plain HTTP.
 */
const routes: Route[] = [
  ({ method, path, params }) =>
    method === 'POST' && path === '/v1/customers'
      ? { status: 200, body: { id: 'cus_stub', object: 'customer', email: params.get('email'), name: params.get('name'), invoice_settings: { default_payment_method: null }, metadata: {} } }
      : undefined,
  ({ method, path }) =>
    method === 'GET' && path === '/v1/customers/cus_stub'
      ? { status: 200, body: { id: 'cus_stub', object: 'customer', invoice_settings: { default_payment_method: 'pm_visa' }, metadata: {} } }
      : undefined,
  ({ method, path }) =>
    method === 'POST' && path === '/v1/customers/cus_stub' ? { status: 200, body: { id: 'cus_stub', object: 'customer', invoice_settings: { default_payment_method: 'pm_visa' } } } : undefined,
  ({ method, path, params }) =>
    method === 'POST' && path === '/v1/setup_intents'
      ? { status: 200, body: { id: 'seti_stub', object: 'setup_intent', client_secret: 'seti_stub_secret_stub', customer: params.get('customer'), status: 'requires_payment_method', usage: params.get('usage'), payment_method: null, metadata: {} } }
      : undefined,
  ({ method, path }) =>
    method === 'GET' && path === '/v1/payment_methods' ? { status: 200, body: { object: 'list', url: '/v1/payment_methods', has_more: false, data: [paymentMethod('pm_visa')] } } : undefined,
  ({ method, path }) => (method === 'GET' && path === '/v1/payment_methods/pm_visa' ? { status: 200, body: paymentMethod('pm_visa') } : undefined),
  ({ method, path }) => (method === 'POST' && path === '/v1/payment_methods/pm_visa/detach' ? { status: 200, body: { ...paymentMethod('pm_visa'), customer: null } } : undefined),
  ({ method, path, params }) => {
    if (method !== 'POST' || path !== '/v1/payment_intents') return undefined;
    if (params.get('payment_method') === 'pm_declined') {
      const intent = paymentIntent(params, 'requires_payment_method', { last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent } } };
    }
    return { status: 200, body: paymentIntent(params, params.get('confirm') === 'true' ? 'succeeded' : 'requires_payment_method') };
  },
  ({ method, path, params }) =>
    method === 'POST' && path === '/v1/refunds'
      ? { status: 200, body: { id: 're_stub', object: 'refund', amount: Number(params.get('amount') ?? 2000), payment_intent: params.get('payment_intent'), status: 'succeeded', currency: 'usd' } }
      : undefined,
];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export type StripeStub = { url: string; requests: StubRequest[]; close: () => Promise<void> };

export async function startStripeStub(): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  const server: Server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://stub');
    const body = await readBody(incoming);
    const params = new URLSearchParams(incoming.method === 'GET' ? url.search : body);
    const header = incoming.headers['idempotency-key'];
    const request: StubRequest = { method: incoming.method ?? 'GET', path: url.pathname, params, idempotencyKey: typeof header === 'string' ? header : undefined };
    requests.push(request);
    const answer = routes.map((route) => route(request)).find(Boolean) ?? { status: 404, body: { error: { type: 'invalid_request_error', message: `No such route: ${url.pathname}` } } };
    outgoing.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': 'req_stub' });
    outgoing.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
