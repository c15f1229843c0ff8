import { METHODS } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type { AppState } from './app-state.ts';

/** RFC 9112 section 6.3: a request has a body only when it says how long it is. */
const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || headers['content-length'] !== undefined;

/**
 * Parses every request body as JSON, on every method: the edge rules admitted only JSON content
 * types, and a DELETE with a malformed body is a 400, not a delete that ignored it. A request
 * without a body (most GETs) skips the parser's stream reading and gets what it would have given
 * an empty body.
 */
export function jsonBody(): Middleware<AppState> {
  const parse = bodyParser({ enableTypes: ['json'], detectJSON: () => true, jsonLimit: '1mb', parsedMethods: [...METHODS] });
  return function readJsonBody(ctx, next) {
    if (hasBody(ctx.req.headers)) return parse(ctx, next);
    ctx.request.body = {};
    return next();
  };
}
