import { randomBytes, randomUUID } from 'node:crypto';

/** One answer as the fault suite records it; status 0 means no answer in time (a hang). */
export type Answer = { status: number; ms: number; at: number; body: unknown; retryAfter: string | null };

const HANG_MS = 30_000;

/** A signed-in user of a gateway, talking to it as the browser would. */
export type ApiUser = {
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** Another gateway of the same database: the session is kept in the database. */
  on(origin: string): ApiUser;
};

async function call(origin: string, cookie: string, method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { ...extraHeaders, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : null;
    return { status: response.status, ms: performance.now() - started, at: Date.now(), body: parsed, retryAfter: response.headers.get('retry-after') };
  } catch {
    // Refused (the gateway was killed) or timed out (it hung): either way, no answer.
    return { status: 0, ms: performance.now() - started, at: Date.now(), body: null, retryAfter: null };
  }
}

function user(origin: string, cookie: string): ApiUser {
  return { call: (method, path, body, headers) => call(origin, cookie, method, path, body, headers), on: (other) => user(other, cookie) };
}

export async function signUp(origin: string): Promise<ApiUser> {
  const name = `faults_${randomBytes(5).toString('hex')}`;
  const response = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'correct horse battery' }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return user(origin, cookie);
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

/**
 * The writers create more invoices than the Free plan allows in a month, so their account first
 * buys Business with the test-mode provider's good card, as a user would at checkout.
 */
export async function buyBusinessPlan(api: ApiUser): Promise<void> {
  const once = () => ({ 'idempotency-key': randomUUID() });
  const setup = expectStatus(await api.call('POST', '/api/payment-methods', undefined, once()), 201, 'a card setup').body as { setupId: string; clientSecret: string };
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
  expectStatus(await api.call('POST', `/api/test-payments/setups/${setup.setupId}/confirm`, { clientSecret: setup.clientSecret, card }), 200, 'the test card');
  const { methods } = expectStatus(await api.call('GET', '/api/payment-methods'), 200, 'the saved cards').body as { methods: { id: string }[] };
  const paymentMethodId = methods[0]?.id;
  if (!paymentMethodId) throw new Error('the test card was not saved');
  expectStatus(await api.call('POST', '/api/checkout', { planKey: 'business', interval: 'year', paymentMethodId }, once()), 200, 'checkout');
}

export async function addClient(api: ApiUser): Promise<string> {
  const answer = await api.call('POST', '/api/clients', { name: 'Fault Injection Ltd', company: 'Faults', email: 'ap@faults.example' });
  if (answer.status !== 201) throw new Error(`client creation answered ${answer.status}`);
  return (answer.body as { id: string }).id;
}

/** An invoice of two lines; `marker` in its notes finds it again in the database. */
export function invoiceBody(clientId: string, marker: string) {
  return {
    clientId,
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    currency: 'USD',
    notes: marker,
    lines: [
      { description: 'Framing labour', quantity: '10', unitPrice: 4500, unit: 'h', taxes: [{ id: 'tax', name: 'Sales tax', rate: '8.875' }] },
      { description: 'Lumber', quantity: '1', unitPrice: 120000 },
    ],
  };
}
