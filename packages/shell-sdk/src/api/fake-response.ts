/** A minimal stand-in for fetch's Response in tests (jsdom has no fetch of its own). */
export function fakeResponse(status: number, body = '', statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  } as Response;
}
