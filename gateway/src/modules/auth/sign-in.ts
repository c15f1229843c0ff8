import type { Context } from 'koa';
import '../sessions/session-context.ts';

/**
 * Binds the session to the user under a brand-new id: the id the browser held before (which an
 * attacker may have planted) is destroyed, so it never becomes a signed-in session. A session that
 * is new to this request (no cookie, or one naming no stored session) already has an id the server
 * made up just now and nobody has seen: it is saved once, when the request ends, with nothing to
 * destroy first, which spares a delete and a second write of the same row on every sign-up and
 * on a sign-in after sign-out.
 */
export async function signIn(ctx: Context, userId: string): Promise<void> {
  const session = ctx.session;
  if (!session) throw new Error('signIn needs the session middleware');
  session.userId = userId;
  if (!session.isNew) await session.regenerate();
}

/** Deletes the session row and clears the cookie; a copy of the old cookie is worthless afterwards. */
export function signOut(ctx: Context): void {
  ctx.session = null;
}
