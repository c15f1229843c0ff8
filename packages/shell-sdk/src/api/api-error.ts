/**
 * A non-ok answer from the API. The message is exactly SPEC.md section 8's `status: body` text (the
 * status text when the body is empty); the status and raw body are kept so callers can read the
 * problem+json fields the spec's toasts need without parsing the message back.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** A text field of the problem+json body (`message`, `error`), or undefined if there is none. */
  problemField(field: 'message' | 'error'): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (typeof parsed !== 'object' || parsed === null) return undefined;
      const value: unknown = (parsed as Record<string, unknown>)[field];
      return typeof value === 'string' && value !== '' ? value : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, response.statusText, body);
}

/** The server's problem field of an ApiError, so a toast can fall back to its own sentence otherwise. */
export function serverProblemText(error: unknown, field: 'message' | 'error'): string | undefined {
  return error instanceof ApiError ? error.problemField(field) : undefined;
}
