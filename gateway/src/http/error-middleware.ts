import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { HttpError } from './http-error.ts';
import { sendProblem } from './problem.ts';
import type { AppState } from './app-state.ts';

/** Sentences for the client errors that libraries (body parser, router, static files) raise themselves. */
function fromLibraryError(error: { status: number }): HttpError {
  switch (error.status) {
    case 400:
      // co-body rethrows JSON.parse's SyntaxError with status 400.
      return error instanceof SyntaxError
        ? new HttpError(400, 'malformed_json', 'The request body is not valid JSON.')
        : new HttpError(400, 'bad_request', 'The request could not be understood.');
    case 403:
      return new HttpError(403, 'forbidden', 'You are not allowed to open this address.');
    case 404:
      return new HttpError(404, 'not_found', 'There is nothing at this address.');
    case 413:
      return new HttpError(413, 'payload_too_large', 'The request body is larger than the 1 MB limit.');
    case 415:
      return new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
    default:
      return new HttpError(error.status, 'client_error', 'The request could not be processed.');
  }
}

function isClientError(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The single try/catch of the app. Known failures become their problem+json (a database that is
 * down, starting or frozen is a 503 with Retry-After, not a failure of ours); anything else is
 * logged in full and answered with a generic 500, so no stack trace or database text leaks out.
 */
export function errorMiddleware(logger: Logger): Middleware<AppState> {
  return async function handleErrors(ctx, next) {
    try {
      await next();
    } catch (error) {
      const requestId = ctx.state.requestId;
      if (error instanceof HttpError) {
        sendProblem(ctx, error, requestId);
      } else if (isClientError(error)) {
        sendProblem(ctx, fromLibraryError(error), requestId);
      } else if (isDatabaseUnavailable(error)) {
        // Class and code only: a driver's message carries the query, and the query its values.
        const { name, code } = error as { name?: string; code?: unknown };
        logger.warn({ reqId: requestId, errorClass: name, code }, 'database unavailable');
        sendProblem(ctx, databaseUnavailable(), requestId);
      } else {
        logger.error({ err: error, reqId: requestId, method: ctx.method, url: ctx.originalUrl }, 'unhandled error');
        sendProblem(ctx, new HttpError(500, 'internal_error', 'Something went wrong on our side.'), requestId);
      }
    }
  };
}
