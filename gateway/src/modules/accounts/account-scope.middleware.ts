import type { Middleware } from 'koa';
import { scopeToAccount } from '../../db/account-scope.ts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';

/** Once the session has named the user, every query of this request is limited to their account. */
export function accountScope(orm: Orm): Middleware<AppState> {
  return async function scopeRequestToAccount(ctx, next) {
    if (ctx.state.user) scopeToAccount(orm.em, ctx.state.user.accountId);
    await next();
  };
}
