import type { Middleware } from 'koa';
import { HttpError } from './http-error.ts';
import type { AppState } from './app-state.ts';

const JSON_TYPE = /^application\/([a-z0-9.-]+\+)?json$/;

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    // "null" (sandboxed frames, file://) and garbage are foreign by definition.
    return false;
  }
}

/** Whether a request's route reads its body itself (a file upload), so it is neither held to JSON here nor parsed as JSON. */
export type TakesRawBody = (request: { method: string; path: string }) => boolean;

/**
 * Rules every /api request passes before any work is done. A JSON-only API with SameSite cookies
 * plus an Origin check leaves no cross-site form or script a way to act with the user's cookie.
 * A bodyless request without Content-Type (the spec's logout) passes. Upload routes take other
 * types, and only by PUT: no cross-site form can send a PUT, and a cross-site script's PUT needs a
 * CORS preflight the API never grants.
 */
export function apiEdgeRules(takesRawBody: TakesRawBody): Middleware<AppState> {
  return async function checkApiEdge(ctx, next) {
    const origin = ctx.get('origin');
    if (origin && !sameHost(origin, ctx.host)) {
      throw new HttpError(403, 'foreign_origin', 'Requests from other sites are not allowed.');
    }
    const upload = ctx.method === 'PUT' && takesRawBody(ctx);
    if (!upload && (hasBody(ctx.headers) || ctx.get('content-type')) && !JSON_TYPE.test(ctx.request.type)) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
    }
    await next();
  };
}
