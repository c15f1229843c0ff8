/** What the session middleware (session.middleware.ts) puts on ctx.session. */
export type SessionData = {
  userId?: string;
  /** Ends the old id (store row and cookie) and saves the data under a fresh id. */
  regenerate(): Promise<void>;
};

declare module 'koa' {
  interface DefaultContext {
    /** Assign null to destroy the session (row and cookie). */
    session: SessionData | null;
  }
}
