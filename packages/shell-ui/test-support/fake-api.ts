import { jest } from '@jest/globals';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Route = (url: string, init: RequestInit | undefined) => FakeAnswer | undefined;

function response({ status = 200, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

/**
 * Replaces fetch with a function that answers from `route` (first match wins) and records every
 * call; an unanswered call fails the test loudly instead of hanging.
 */
export function fakeApi(route: Route) {
  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const answer = route(url, init);
    if (!answer) throw new Error(`No fake answer for ${init?.method ?? 'GET'} ${url}`);
    return response(answer);
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}
