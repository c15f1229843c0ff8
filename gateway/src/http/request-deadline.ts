import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';
import type { AppState } from './app-state.ts';
import { HttpError } from './http-error.ts';

export const deadlineExceeded = () =>
  new HttpError(503, 'deadline_exceeded', 'The server took too long to answer. Please try again in a moment.', {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });

/**
 * Why: a frozen database (or anything else that stops answering) must not hold a request open. The
 * statement timeout needs a server that still runs to enforce it, so every request is also answered
 * by its deadline, with 503. The work itself is not interrupted: a write then still commits whole or
 * not at all, and its connection goes back to the pool when the database answers again.
 */
export function requestDeadline(deadlineMs: number, logger: Logger): Middleware<AppState> {
  // One promise settled by whichever comes first, rather than a deadline promise raced against the
  // work: fewer promises per request, on every request the gateway answers.
  return function answerByTheDeadline(ctx, next) {
    return new Promise<void>((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(deadlineExceeded());
      }, deadlineMs);
      next().then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          // Once the deadline has answered, the work's own outcome has nobody left to go to but the log.
          if (late) logger.warn({ reqId: ctx.state.requestId, errorClass: (error as Error | null)?.name }, 'request failed after its deadline');
          else reject(error);
        },
      );
    });
  };
}
