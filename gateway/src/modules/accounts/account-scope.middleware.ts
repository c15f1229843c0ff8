import type { Middleware } from 'koa';
import { scopeRequestToAccount } from '../../db/request-context.ts';
import type { AppState } from '../../http/app-state.ts';

/** Once the session has named the user, every query of this request is limited to their account. */
export const accountScope: Middleware<AppState> = async function scopeRequestToTheirAccount(ctx, next) {
  if (ctx.state.user) scopeRequestToAccount(ctx.state.user.accountId);
  await next();
};
