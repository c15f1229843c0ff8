import type { Role } from '@ledgerline/contracts';

/** The signed-in user as the session look-up loads it (one query, no entity). */
export type SessionUser = {
  id: string;
  username: string;
  email: string;
  role: Role;
  accountId: string;
};

/** Per-request data kept on ctx.state. */
export type AppState = {
  requestId: string;
  /** The configured public address (Config.appUrl) that every link is built from. */
  appUrl: string;
  user?: SessionUser;
};
