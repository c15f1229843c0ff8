import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiRequest } from './api-request.ts';
import { ApiError, serverProblemText } from './api-error.ts';
import { fakeResponse } from './fake-response.ts';

const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

describe('apiRequest', () => {
  it('sends JSON with its content type when a body is given, with cookies', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, '{}'));
    await apiRequest('POST', '/api/login', { username: 'ada', password: 'secret-pass' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"ada","password":"secret-pass"}',
    });
  });

  it('sends no content type and no body without a body', async () => {
    fetchMock.mockResolvedValue(fakeResponse(204));
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.calls[0]![1]).toEqual({ method: 'POST', credentials: 'include' });
  });

  it('adds the caller\'s headers, such as an idempotency key', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, '{}'));
    await apiRequest('POST', '/api/checkout', { planKey: 'pro' }, { 'Idempotency-Key': 'key-1' });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' } });
  });

  it('throws "status: body" on a non-ok answer and keeps the problem fields readable', async () => {
    fetchMock.mockResolvedValue(fakeResponse(409, '{"message":"Username taken.","error":"Username taken."}', 'Conflict'));
    const failure = await apiRequest('POST', '/api/register', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe('409: {"message":"Username taken.","error":"Username taken."}');
    expect(serverProblemText(failure, 'error')).toBe('Username taken.');
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(fakeResponse(500, '', 'Internal Server Error'));
    await expect(apiRequest('GET', '/api/version')).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it('finds no problem text in a body that is not JSON', async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, '<html>Bad gateway</html>', 'Bad Gateway'));
    const failure = await apiRequest('POST', '/api/login', {}).catch((error: unknown) => error);
    expect(serverProblemText(failure, 'message')).toBeUndefined();
  });
});
