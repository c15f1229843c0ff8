import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { createRequestLogger } from '../logger.ts';
import type { AppState } from './app-state.ts';

/** A caller's id is reused only if it is short and plain, so it cannot forge log lines or headers. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Outermost middleware: gives every request an id (the caller's X-Request-Id when acceptable),
 * echoes it in the response and writes one log line when the response is done.
 */
export function requestLog(appLogger: Logger): Middleware<AppState> {
  const logger = createRequestLogger(appLogger);
  return async function logRequest(ctx, next) {
    const started = performance.now();
    const offered = ctx.req.headers['x-request-id'];
    const requestId = typeof offered === 'string' && ACCEPTABLE_REQUEST_ID.test(offered) ? offered : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      logger({
        reqId: requestId,
        method: ctx.method,
        url: ctx.originalUrl,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}
