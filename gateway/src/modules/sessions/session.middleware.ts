import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../../http/app-state.ts';
import type { SessionData } from './session-context.ts';
import type { SessionStore } from './session.store.ts';

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;
/** The row outlives the cookie a little, so a cookie never names a row that has just gone. */
const ROW_OUTLIVES_COOKIE_MS = 10_000;
/** The cookie holding the signed session id. */
export const SESSION_COOKIE = 'sid';
/** An expiry date in the past: the browser drops the cookie. */
const LONG_AGO = new Date(0);

/** A session's stored data: ours (`userId`) and the expiry bookkeeping, kept in the row as koa-session did. */
type StoredData = Record<string, unknown> & { userId?: string; _expire?: number; _maxAge?: number };

/** 256 random bits, rather than a UUID's 122. */
const newSessionId = () => randomBytes(32).toString('base64url');

/**
 * Database-backed sessions: the `sid` cookie holds only a random id, signed with app.keys
 * (CookieKeys), and the row holds the data. The row is read on every request (with its user,
 * session.store.ts), so signing out or disabling a user acts at once. The session is extended
 * when less than half its life is left, which writes at most once a week per user instead of on
 * every request; a new one is written only once something is put in it (a sign-in).
 *
 * Why not koa-session, which this replaces with the same cookie, row format and rules: per request
 * it copied its options, built two objects, serialised and hashed the data twice to find out
 * whether it changed, and made up a fresh id for every request without a session; together a
 * visible share of GET /api/user's CPU (issue 14's profile). Here a request that changes nothing
 * costs one cookie read and the store's query.
 */
export function sessionMiddleware(store: SessionStore, options: { secure: boolean }): Middleware<AppState> {
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secure, signed: true, overwrite: true } as const;
  const keepCookie = { ...cookieOptions, maxAge: TWO_WEEKS_MS };
  const dropCookie = { ...cookieOptions, expires: LONG_AGO };

  return async function loadSession(ctx, next) {
    // Behind a TLS proxy that was not declared with TRUST_PROXY the request looks like plain HTTP, and
    // the cookies library would refuse to set a Secure cookie with a 500; the cookie is sent Secure
    // anyway and the browser decides, as production intends.
    if (options.secure) ctx.cookies.secure = true;
    let id = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    let stored: StoredData | undefined = id ? await store.get(id, ctx) : undefined;
    if (stored && typeof stored._expire === 'number' && stored._expire < Date.now()) {
      // Past its recorded expiry (the row itself lasts ROW_OUTLIVES_COOKIE_MS longer): signed out.
      stored = undefined;
      delete ctx.state.user;
    }
    const loadedUserId = stored?.userId;
    let savedUserId = loadedUserId;

    const forget = async () => {
      if (id && stored) await store.destroy(id);
      ctx.cookies.set(SESSION_COOKIE, '', dropCookie);
    };
    const save = async (userId: string | undefined) => {
      id ??= newSessionId();
      const data: StoredData = { ...stored, userId, _expire: Date.now() + TWO_WEEKS_MS, _maxAge: TWO_WEEKS_MS };
      if (userId === undefined) delete data.userId;
      await store.set(id, data, TWO_WEEKS_MS + ROW_OUTLIVES_COOKIE_MS);
      stored = data;
      savedUserId = userId;
      ctx.cookies.set(SESSION_COOKIE, id, keepCookie);
    };

    const session: SessionData = {
      userId: loadedUserId,
      async regenerate() {
        // The id the browser held (which an attacker may have planted) ends; the data moves to a new one.
        await forget();
        id = undefined;
        await save(session.userId);
      },
    };
    ctx.session = session;
    try {
      await next();
    } finally {
      if (ctx.session === null) {
        await forget();
      } else if (session.userId !== savedUserId) {
        await save(session.userId);
      } else if (stored && typeof stored._expire === 'number' && stored._expire - Date.now() < TWO_WEEKS_MS / 2) {
        await save(session.userId);
      }
    }
  };
}
