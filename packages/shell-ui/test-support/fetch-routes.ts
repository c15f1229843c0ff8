import { jest } from '@jest/globals';

/** An answer other than 200 with a JSON body. */
export class Reply {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    this.status = status;
    this.body = body;
  }
}

/**
 * A fetch stand-in that answers by "METHOD /path" or, for GETs, by "/path" (query string ignored):
 * a plain value is a 200 with it as JSON, a Reply sets the status. Anything else is a 404.
 */
export function mockFetchRoutes(routes: Record<string, unknown>) {
  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const answer = routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    const reply = answer instanceof Reply ? answer : answer === undefined ? new Reply(404, { message: 'Not found.' }) : new Reply(200, answer);
    const text = JSON.stringify(reply.body);
    const ok = reply.status >= 200 && reply.status < 300;
    return { ok, status: reply.status, statusText: '', text: async () => text, json: async () => JSON.parse(text) as unknown } as Response;
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}
