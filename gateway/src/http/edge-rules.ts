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

/**
 * Rules every /api request passes before any work is done. A JSON-only API with SameSite cookies
 * plus an Origin check leaves no cross-site form or script a way to act with the user's cookie.
 * A bodyless request without Content-Type (the spec's logout) passes.
 */
export const apiEdgeRules: Middleware<AppState> = async function apiEdgeRules(ctx, next) {
  const origin = ctx.get('origin');
  if (origin && !sameHost(origin, ctx.host)) {
    throw new HttpError(403, 'foreign_origin', 'Requests from other sites are not allowed.');
  }
  if ((hasBody(ctx.headers) || ctx.get('content-type')) && !JSON_TYPE.test(ctx.request.type)) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  await next();
};
