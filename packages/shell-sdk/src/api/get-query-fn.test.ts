import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './get-query-fn.ts';
import { REQUEST_TIMEOUT_MESSAGE } from './fetch-with-timeout.ts';
import { fakeResponse } from './fake-response.ts';

const fetchMock = jest.fn<typeof fetch>();

function run(on401: 'returnNull' | 'throw', queryKey: readonly unknown[]) {
  return new QueryClient().fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }), retry: false });
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('getQueryFn', () => {
  it('GETs the query key parts joined with "/", with cookies, and parses JSON', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, '{"id":"7","name":"Acme"}'));
    await expect(run('throw', ['/api/clients', '7'])).resolves.toEqual({ id: '7', name: 'Acme' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/clients/7');
    expect(init?.credentials).toBe('include');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('turns a 401 into null when asked to', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401, '{"message":"Not signed in."}', 'Unauthorized'));
    await expect(run('returnNull', ['/api/user'])).resolves.toBeNull();
  });

  it('fails on a 401 by default, with the status and body as the message', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401, '{"message":"Not signed in."}', 'Unauthorized'));
    await expect(run('throw', ['/api/user'])).rejects.toThrow('401: {"message":"Not signed in."}');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(fakeResponse(503, '', 'Service Unavailable'));
    await expect(run('returnNull', ['/api/user'])).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('gives up after 10000 ms with the exact timeout text and aborts the request', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const result = run('throw', ['/api/user']);
    const settled = expect(result).rejects.toThrow(
      new Error('Request timeout after 10000ms. Please check your connection and try again.'),
    );
    await jest.advanceTimersByTimeAsync(9_999);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal?.aborted).toBe(true);
    expect(REQUEST_TIMEOUT_MESSAGE).toBe('Request timeout after 10000ms. Please check your connection and try again.');
  });
});
