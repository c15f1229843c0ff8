import type { Middleware } from 'koa';
import { HttpError } from './http-error.ts';
import type { AppState } from './app-state.ts';

/** In a URL a NUL can only arrive percent-encoded: Node refuses a raw one in the request line. */
const ENCODED_NUL = /%00/;

type BodyNode = { value: unknown; key: string; parent: BodyNode | null };

/** Deeper than any contracts schema goes: past it, the top-level field is named instead of a long path. */
const NAMED_DEPTH = 16;

function pathOf(node: BodyNode): string {
  const keys: string[] = [];
  for (let at: BodyNode | null = node; at?.parent; at = at.parent) keys.push(at.key);
  keys.reverse();
  return (keys.length > NAMED_DEPTH ? keys.slice(0, 1) : keys).join('.') || 'body';
}

/**
 * Where the first NUL of a parsed JSON body is (a field path such as "lines.0.description"), or
 * null. Walked with a stack, not recursion, since a 1 MB body can nest half a million levels deep.
 */
function nulInBody(body: unknown): string | null {
  const pending: BodyNode[] = [{ value: body, key: '', parent: null }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\0')) return pathOf(node);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\0')) return pathOf(node);
        pending.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

function nulInQuery(query: Record<string, string | string[] | undefined>, raw: string): string | null {
  for (const [key, value] of Object.entries(query)) {
    if (key.includes('\0')) return 'query';
    if ([value ?? ''].flat().some((text) => text.includes('\0'))) return key;
  }
  return ENCODED_NUL.test(raw) ? 'query' : null;
}

/**
 * PostgreSQL text cannot hold a NUL (PGlite even drops the connection's message framing over one),
 * so no NUL may reach a query: one check at the edge, for every /api route, refuses it in the path,
 * the query string (names and values) and the JSON body (strings and keys at any depth). It runs
 * after the body parser.
 */
export const refuseNul: Middleware<AppState> = async function refuseNul(ctx, next) {
  const { querystring } = ctx;
  const inQuery = querystring === '' ? null : nulInQuery(ctx.query, querystring);
  const where = ENCODED_NUL.test(ctx.path) ? 'path' : (inQuery ?? nulInBody(ctx.request.body));
  if (where !== null) {
    throw new HttpError(400, 'nul_character', 'The request contains a NUL character (\\u0000), which is never accepted.', {
      fields: { [where]: ['Must not contain a NUL character.'] },
    });
  }
  await next();
};
