import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A session (session.middleware.ts): the cookie carries only the signed id of this row. */
export const Session = defineEntity({
  name: 'Session',
  // Ending every session of one user at once (an admin disabling them) finds them by this.
  indexes: [{ name: 'session_user_index', expression: `create index "session_user_index" on "session" (("data" ->> 'userId'))` }],
  properties: {
    id: p.string().length(64).primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
  },
});
export type ISession = InferEntity<typeof Session>;
