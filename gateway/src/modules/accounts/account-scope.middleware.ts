import { RequestContext } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import { scopeToAccount } from '../../db/account-scope.ts';
import type { AppState } from '../../http/app-state.ts';

/**
 * Once the session has named the user, every query of this request is limited to their account:
 * the filter is set on the request's own entity manager (MikroORM's RequestContext, app.ts), which
 * orm.em resolves to for the rest of the request.
 */
export const accountScope: Middleware<AppState> = async function scopeRequestToTheirAccount(ctx, next) {
  const em = RequestContext.getEntityManager();
  if (ctx.state.user && em) scopeToAccount(em, ctx.state.user.accountId);
  await next();
};
