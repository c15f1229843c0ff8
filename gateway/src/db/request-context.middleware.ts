import { RequestContext, type EntityManager } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import type { AppState } from '../http/app-state.ts';

/**
 * Requests answered from the session alone. They run outside MikroORM's request context: its fork
 * (a unit of work, an identity map, a copy of the configuration), made for every request, was most
 * of the CPU of GET /api/user, which every screen asks. Should one of them ever touch the ORM
 * without a fork of its own, MikroORM refuses the global entity manager, so the list cannot go
 * wrong silently.
 */
const ANSWERED_FROM_THE_SESSION = new Set(['GET /api/user']);

/** Gives each API request its own entity manager (MikroORM's RequestContext), unless it needs none. */
export function requestContext(em: EntityManager): Middleware<AppState> {
  return function forkEntityManagerPerRequest(ctx, next) {
    if (ANSWERED_FROM_THE_SESSION.has(`${ctx.method} ${ctx.path}`)) return next();
    return RequestContext.create(em, next);
  };
}
