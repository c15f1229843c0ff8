import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import compose from 'koa-compose';
import session from 'koa-session';
import type { SessionStore } from './session.store.ts';

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;
/** The cookie holding the session id. */
export const SESSION_COOKIE = 'sid';

/**
 * Database-backed sessions: the `sid` cookie holds only a random id of 256 bits, which means
 * something only while a live row of the session table has it, and an id the table does not know
 * is replaced by a new one, never adopted. It is not signed: a signature over an unguessable id
 * proves nothing more, and checking it (Keygrip's constant-time compare hashes both sides with a
 * fresh random key) was a quarter of the CPU of GET /api/user, which every screen asks. The session
 * is extended when less than half its life is left (`renew`), which writes at most once a week per
 * user instead of on every request.
 */
export function sessionMiddleware(app: Koa, store: SessionStore, options: { secure: boolean }) {
  const sessions = session(
    {
      key: SESSION_COOKIE,
      maxAge: TWO_WEEKS_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: false,
      renew: true,
      // 256 random bits, rather than the default UUID's 122.
      genid: () => randomBytes(32).toString('base64url'),
      store,
    },
    app,
  );
  if (!options.secure) return sessions;
  // Behind a TLS proxy that was not declared with TRUST_PROXY the request looks like plain HTTP, and
  // the cookies library would refuse to set a Secure cookie with a 500; the cookie is sent Secure
  // anyway and the browser decides, as production intends.
  const markConnectionSecure: Koa.Middleware = (ctx, next) => {
    ctx.cookies.secure = true;
    return next();
  };
  return compose([markConnectionSecure, sessions]);
}
