import type { Context } from 'koa';
import type { Database, Orm } from '../../db/orm.ts';
import { prepareStatement } from '../../db/prepared-statement.ts';
import type { AppState, SessionUser } from '../../http/app-state.ts';
import { Session } from './session.entity.ts';

type Row = {
  data: Record<string, unknown>;
  user_id: string | null;
  username: string;
  email: string;
  role: SessionUser['role'];
  account_id: string;
};

/**
 * Session and signed-in user in one round trip: every authenticated request starts here, so
 * GET /api/user costs a single indexed query (no second look-up of the user, no entity hydration).
 * The role is read here on every request, so a role an admin takes away is gone on the next one; a
 * disabled user is not joined, so a session that outlived the disabling is a signed-out one.
 */
const LOAD_SESSION_AND_USER = `
  select s.data, u.id as user_id, u.username, u.email, u.role, u.account_id
  from "session" s
  left join "app_user" u on u.id = (s.data ->> 'userId')::uuid and u.disabled_at is null
  where s.id = $1 and s.expires_at > now()`;

/**
 * The session middleware's store over the Session table. `get` also puts the session's user on
 * ctx.state.user, which is how the rest of the app learns who is signed in.
 */
export async function createSessionStore(db: Database) {
  const { orm } = db;
  const loadSessionAndUser = await prepareStatement<Row>(db, 'load_session_and_user', LOAD_SESSION_AND_USER);
  return {
    async get(id: string, ctx?: Context): Promise<Record<string, unknown> | undefined> {
      const [row] = await loadSessionAndUser(id);
      if (!row) return undefined;
      if (row.user_id && ctx) {
        (ctx.state as AppState).user = {
          id: row.user_id,
          username: row.username,
          email: row.email,
          role: row.role,
          accountId: row.account_id,
        };
      }
      return row.data;
    },

    async set(id: string, data: Record<string, unknown>, maxAge: number) {
      await orm.em.fork().upsert(Session, { id, data, expiresAt: new Date(Date.now() + maxAge) });
    },

    async destroy(id: string) {
      await orm.em.fork().nativeDelete(Session, { id });
    },
  };
}

export type SessionStore = Awaited<ReturnType<typeof createSessionStore>>;

/** Expired rows are never read again; removing them keeps the table small. Safe to run from any process. */
export async function purgeExpiredSessions(orm: Orm): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expiresAt: { $lt: new Date() } });
}
