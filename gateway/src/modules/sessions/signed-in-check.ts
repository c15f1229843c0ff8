import type { Context } from 'koa';
import type { AppState } from '../../http/app-state.ts';
import { SESSION_COOKIE } from './session.middleware.ts';
import type { SessionStore } from './session.store.ts';

/**
 * Whether a page request comes from a signed-in user, outside the API's session middleware: a
 * session cookie whose session is alive and whose user is not disabled. Reads only;
 * the session is neither renewed nor created.
 */
export function signedInCheck(store: SessionStore): (ctx: Context) => Promise<boolean> {
  return async function isSignedIn(ctx) {
    const id = ctx.cookies.get(SESSION_COOKIE);
    if (!id) return false;
    await store.get(id, 0, { ctx });
    return (ctx.state as AppState).user !== undefined;
  };
}
