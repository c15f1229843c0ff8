import type { Middleware } from 'koa';
import type { AppState } from '../../http/app-state.ts';
import { HttpError, unauthenticated } from '../../http/http-error.ts';

/**
 * Guards every /api/admin route on the server: signed out → 401, not an admin → 403. The role comes
 * from the session look-up of this very request (session.store.ts), never from the sign-in's copy.
 */
export const requireAdmin: Middleware<AppState> = async function requireAdminRole(ctx, next) {
  if (!ctx.state.user) throw unauthenticated();
  if (ctx.state.user.role !== 'admin') throw new HttpError(403, 'admin_only', 'Only an administrator can do this.');
  await next();
};
