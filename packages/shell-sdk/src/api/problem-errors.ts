import { ApiError } from './api-error.ts';

/** What a form needs from a failed request: one sentence, the HTTP status and messages by field path. */
export interface ProblemErrors {
  status: number | null;
  /** The problem's machine-readable code, such as "validation_failed", when the server sent one. */
  code: string | null;
  message: string;
  fields: Record<string, string>;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

function firstMessages(fields: unknown): Record<string, string> {
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[path] = first;
  }
  return result;
}

/**
 * Reads the gateway's problem+json out of a failed request: apiRequest throws `status: body`, and the
 * body carries `message` and, for validation failures, `fields` (path such as "lines.0.unitPrice" →
 * messages). Anything else (a timeout, a network failure) keeps its own message.
 */
export function problemErrors(error: unknown): ProblemErrors {
  if (!(error instanceof Error)) return { status: null, code: null, message: FALLBACK_MESSAGE, fields: {} };
  const status = error instanceof ApiError ? error.status : Number(/^(\d{3}): /.exec(error.message)?.[1] ?? Number.NaN);
  const body = error instanceof ApiError ? error.body : error.message.replace(/^\d{3}: /, '');
  if (Number.isNaN(status)) return { status: null, code: null, message: error.message || FALLBACK_MESSAGE, fields: {} };
  try {
    const problem = JSON.parse(body) as { message?: unknown; code?: unknown; fields?: unknown };
    const message = typeof problem.message === 'string' && problem.message !== '' ? problem.message : FALLBACK_MESSAGE;
    const code = typeof problem.code === 'string' ? problem.code : null;
    return { status, code, message, fields: firstMessages(problem.fields) };
  } catch {
    return { status, code: null, message: body || FALLBACK_MESSAGE, fields: {} };
  }
}
