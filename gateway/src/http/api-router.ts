import Router from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import type { AppState } from './app-state.ts';

/** A path's first segment, the key routes are grouped by (routes match case-insensitively). */
const firstSegment = (path: string) => (path.split('/')[1] ?? '').toLowerCase();

/** A segment that can stand for more than one value (a parameter, a wildcard, a pattern). */
const VARIABLE = /[:*(){}?]/;

/** The first segments a module's routes start with, or null when one of them can start with anything. */
function segmentsOf(router: Router<AppState>): Set<string> | null {
  const segments = new Set<string>();
  for (const layer of router.stack) {
    const segment = typeof layer.path === 'string' ? firstSegment(layer.path) : '';
    if (segment === '' || VARIABLE.test(segment)) return null;
    segments.add(segment);
  }
  return segments;
}

/**
 * The API's routers mounted under `prefix`, dispatched by the request's first segment after it.
 * One router holding every route tests each route's pattern on every request (about 110 of them,
 * 20–30 µs of a GET /api/user that costs about 250 µs in all: issue 14's profile). Grouped by
 * first segment, a request is matched against its own module's routes only, plus those of any
 * module whose paths start with a parameter, in the order the modules were given: the same routes
 * match, in the same order, as in one router. A segment no module names is matched against the
 * latter alone, so it still answers 404 or 405 as before.
 */
export function apiRouter(prefix: string, modules: Router<AppState>[]): Middleware<AppState> {
  const grouped = modules.map((router) => ({ router, segments: segmentsOf(router) }));
  const routerFor = (segment: string | null): Middleware<AppState> => {
    const router = new Router<AppState>({ prefix });
    for (const module of grouped) {
      if (module.segments === null || (segment !== null && module.segments.has(segment))) router.use(module.router.routes());
    }
    // The router's middleware types its context with the route's params; the app's chain hands it the plain one, as app.use does.
    return compose([router.routes() as Middleware<AppState>, router.allowedMethods() as Middleware<AppState>]);
  };
  const named = new Set(grouped.flatMap((module) => [...(module.segments ?? [])]));
  const bySegment = new Map([...named].map((segment) => [segment, routerFor(segment)]));
  const others = routerFor(null);
  const prefixLength = prefix.length;
  return (ctx, next) => (bySegment.get(firstSegment(ctx.path.slice(prefixLength))) ?? others)(ctx, next);
}
