import { problemSchema } from '@ledgerline/contracts';
import { addClient, addInvoice, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * What the edge refuses for every /api route before any route runs: a NUL anywhere (path, query,
 * body), a malformed JSON body on any method, and query strings the route's contracts schema does
 * not describe. Each answers 400 with a sentence, never 500, and changes nothing.
 */
let t: TestApp;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type Method = 'get' | 'post' | 'put' | 'delete';

/** Sends `body` as raw JSON text, so escapes such as \u0000 reach the server as typed. */
function send(member: Member | null, method: Method, url: string, body?: string) {
  const request = t.request()[method](url);
  if (member) member.as(request);
  return body === undefined ? request : request.set('Content-Type', 'application/json').send(body);
}

function expectSentence(response: { status: number; body: unknown }, status: number, code: string) {
  expect(response.status).toBe(status);
  const problem = problemSchema.parse(response.body);
  expect(problem.code).toBe(code);
  expect(problem.message).toMatch(/^[A-Z].*\.$/);
}

describe('a NUL character', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
  const cases: [string, boolean, Method, string, string | undefined, string][] = [
    ['in the login username (a 500 on PGlite once)', false, 'post', '/api/login', '{"username":"ad\\u0000min","password":"whatever1"}', 'username'],
    ['in a password at registration', false, 'post', '/api/register', '{"username":"nul_user","email":"nul@example.com","password":"pass\\u0000word1"}', 'password'],
    ['in a nested body field', true, 'post', '/api/clients', '{"name":"Acme","contacts":[{"name":"Ann\\u0000"}]}', 'contacts.0.name'],
    ['in a body key', true, 'post', '/api/clients', '{"name":"Acme","no\\u0000tes":"x"}', 'body'],
    ['in the settings address', true, 'put', '/api/account/settings', '{"businessName":"B","currency":"USD","address":{"city":"O\\u0000slo"}}', 'address.city'],
    ['in a body nested 10,000 levels deep', true, 'post', '/api/clients', nested(10_000), '0'],
    ['in the body of a route that reads none', true, 'post', '/api/notifications/read-all', '{"note":"\\u0000"}', 'note'],
    ['in a query value', true, 'get', '/api/invoices?q=a%00b', undefined, 'q'],
    ['in a query name', true, 'get', '/api/clients?%00=1', undefined, 'query'],
    ['in the query of a route that reads none', true, 'get', '/api/user?x=%00', undefined, 'x'],
    ['in a path id', true, 'get', '/api/clients/%00', undefined, 'path'],
    ['in a public token', false, 'get', '/api/public/invoices/abc%00def', undefined, 'path'],
  ];

  it.each(cases)('is refused %s', async (_case, signedIn, method, url, body, field) => {
    const response = await send(signedIn ? owner : null, method, url, body);
    expectSentence(response, 400, 'nul_character');
    expect(problemSchema.parse(response.body).fields).toEqual({ [field]: ['Must not contain a NUL character.'] });
  });

  it('in a body leaves nothing written', async () => {
    const before = (await owner.as(t.request().get('/api/clients'))).body.total;
    await send(owner, 'post', '/api/clients', '{"name":"Nul Ltd","notes":"a\\u0000b"}').expect(400);
    expect((await owner.as(t.request().get('/api/clients'))).body.total).toBe(before);
  });

  it('is refused even without a session (before sign-in is checked)', async () => {
    expectSentence(await send(null, 'get', '/api/invoices?q=%00'), 400, 'nul_character');
  });
});

describe('a body nested half a million levels deep (the 1 MB limit)', () => {
  it('is a 400, not a stack overflow', async () => {
    const depth = 500_000;
    const response = await send(owner, 'post', '/api/clients', `${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(response.status).toBe(400);
  });
});

describe('a malformed JSON body', () => {
  /** Each route that takes no body, and what shows that it did nothing. */
  const routes: [string, () => Promise<{ method: Method; url: string; unchanged: () => Promise<void> }>][] = [
    [
      'DELETE /api/invoices/:id',
      async () => {
        const { id } = await addInvoice(t, owner, clientId);
        return { method: 'delete', url: `/api/invoices/${id}`, unchanged: async () => void (await owner.as(t.request().get(`/api/invoices/${id}`)).expect(200)) };
      },
    ],
    [
      'DELETE /api/clients/:id',
      async () => {
        const id = await addClient(t, owner, { name: 'Short-lived' });
        return { method: 'delete', url: `/api/clients/${id}`, unchanged: async () => void (await owner.as(t.request().get(`/api/clients/${id}`)).expect(200)) };
      },
    ],
    [
      'DELETE /api/invoices/:id/payments/:paymentId',
      async () => {
        const { id } = await addInvoice(t, owner, clientId);
        const paid = await owner.as(t.request().post(`/api/invoices/${id}/payments`)).send({ amount: 100, date: '2026-11-02', method: 'cash' });
        const url = `/api/invoices/${id}/payments/${paid.body.payments[0].id}`;
        const unchanged = async () => expect((await owner.as(t.request().get(`/api/invoices/${id}`))).body.amountPaid).toBe(100);
        return { method: 'delete', url, unchanged };
      },
    ],
    [
      'POST /api/invoices/:id/send',
      async () => {
        const { id } = await addInvoice(t, owner, clientId);
        const unchanged = async () => expect((await owner.as(t.request().get(`/api/invoices/${id}`))).body.status).toBe('draft');
        return { method: 'post', url: `/api/invoices/${id}/send`, unchanged };
      },
    ],
    ['GET /api/invoices', async () => ({ method: 'get', url: '/api/invoices', unchanged: async () => {} })],
  ];

  it.each(routes)('on %s answers 400 and does nothing', async (_route, prepare) => {
    const { method, url, unchanged } = await prepare();
    for (const body of ['{"confirm": tru', '{,}', '"just text"', '[1,]']) {
      expectSentence(await send(owner, method, url, body), 400, 'malformed_json');
      await unchanged();
    }
  });

  it('does not stop a DELETE whose body is well-formed JSON', async () => {
    const { id } = await addInvoice(t, owner, clientId);
    expect((await send(owner, 'delete', `/api/invoices/${id}`, '{}')).status).toBe(204);
    expect((await owner.as(t.request().get(`/api/invoices/${id}`))).status).toBe(404);
  });
});

describe('query strings', () => {
  /** Every list and search route, with a valid query of its own that answers 200. */
  const routes: [string, string, string][] = [
    ['/api/invoices', '', 'status=overdue&from=1900-01-01&to=9999-12-31&sort=total&page=2&pageSize=100'],
    ['/api/clients', '', 'q=acme&sort=-outstanding&archived=include&page=1&pageSize=20'],
    ['/api/search', 'q=acme&', 'q=ac'],
    ['/api/notifications', '', ''],
  ];

  /** Junk that none of those routes takes: each must be a 400 with a sentence. */
  const junk = [
    'page=0',
    'page=-1',
    'page=99999999999999999999',
    'page=1e3',
    'page=0x10',
    'page=abc',
    'page=',
    'page=1.5',
    'page=1&page=2',
    'pageSize=-5',
    'pageSize=0',
    'pageSize=1000000',
    'sort=bogus',
    'sort=',
    'sort=name%3Bdrop%20table%20client',
    'q=a&q=b',
    'q[]=a',
    'q[x]=1',
    `q=${'x'.repeat(101)}`,
    'q=%00',
    '%00=1',
    'from=0000-01-01',
    'to=0000-01-01',
    'from=1899-12-31',
    'from=2026-02-30',
    'to=99999-01-01',
    'status=bogus',
    'clientId=not-a-uuid',
    'archived=yes',
    'unknown=1',
    '__proto__=1',
    'constructor=x',
  ];

  describe.each(routes)('on %s', (route, base, valid) => {
    it('answer 200 when valid', async () => {
      expect((await owner.as(t.request().get(`${route}?${valid}`))).status).toBe(200);
    });

    it.each(junk)('refuse %s with 400', async (query) => {
      const response = await owner.as(t.request().get(`${route}?${base}${query}`));
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^[A-Z].*\.$/);
    });
  });

  it('name a parameter given twice and an unknown one', async () => {
    const twice = await owner.as(t.request().get('/api/invoices?q=a&q=b'));
    expect(twice.body.fields).toEqual({ q: ['Give the parameter q only once.'] });
    const unknown = await owner.as(t.request().get('/api/clients?colour=red'));
    expect(unknown.body.message).toBe('Unknown query parameter: colour.');
  });
});
