/** What koa-session puts on ctx.session; only `userId` is ours. */
export type SessionData = {
  userId?: string;
  /** True when the request brought no stored session: its id was made up for this request. */
  readonly isNew: boolean;
  /** Ends the old id (store row and cookie) and saves the data under a fresh id. */
  regenerate(): Promise<void>;
};

declare module 'koa' {
  interface DefaultContext {
    /** Assign null to destroy the session (row and cookie). */
    session: SessionData | null;
  }
}
