import { throwIfNotOk } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The request helper of SPEC.md section 7: cookies always go along, and a JSON content type and body
 * are sent only when there is a body (the gateway answers 415 to a state change with another type).
 * Any non-ok answer throws an ApiError whose message is `status: body`. `headers` adds request
 * headers (an Idempotency-Key on payment requests).
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json', ...headers };
    init.body = JSON.stringify(body);
  } else if (Object.keys(headers).length > 0) {
    init.headers = headers;
  }
  const response = await fetch(url, init);
  await throwIfNotOk(response);
  return response;
}
