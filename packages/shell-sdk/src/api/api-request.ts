import { throwIfNotOk } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The request helper of SPEC.md section 7: cookies always go along, and a JSON content type and body
 * are sent only when there is a body (the gateway answers 415 to a state change with another type).
 * Any non-ok answer throws an ApiError whose message is `status: body`. `headers` adds request
 * headers such as the Idempotency-Key of a request that moves money.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (Object.keys(headers).length > 0) init.headers = { ...headers };
  if (body !== undefined) {
    init.headers = { ...headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  await throwIfNotOk(response);
  return response;
}
