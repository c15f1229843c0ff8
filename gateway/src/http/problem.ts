import { STATUS_CODES } from 'node:http';
import type { Context } from 'koa';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@ledgerline/contracts';
import type { HttpError } from './http-error.ts';

/** Writes an HttpError as application/problem+json, echoing the request id so support can find the log line. */
export function sendProblem(ctx: Context, error: HttpError, requestId: string | undefined): void {
  const body: Problem = {
    type: 'about:blank',
    title: STATUS_CODES[error.status] ?? 'Error',
    status: error.status,
    code: error.code,
    message: error.message,
    // SPEC.md's registration client reads `error`; every other client reads `message`.
    error: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
  ctx.status = error.status;
  ctx.set(error.headers);
  ctx.type = PROBLEM_CONTENT_TYPE;
  ctx.body = body;
}
