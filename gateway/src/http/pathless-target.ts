import type { Middleware } from 'koa';
import { notFound } from './http-error.ts';

/**
 * A request target Node accepts but no path can be read from (`//user@#`: a user, no host, then a fragment)
 * names nothing here. Koa then gives a null `ctx.path`, which every later rule would trip over.
 */
export function hasNoPath(path: string | null): path is null {
  return typeof path !== 'string';
}

export const refusePathlessTarget: Middleware = (ctx, next) => {
  if (hasNoPath(ctx.path)) throw notFound();
  return next();
};
