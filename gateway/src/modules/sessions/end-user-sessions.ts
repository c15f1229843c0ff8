import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Deletes every session of a user (every browser and device signed in as them), inside the caller's
 * transaction: their cookies are worthless from the commit on. The user id lives in the session's
 * data (sign-in.ts), which is where the session store looks it up too.
 */
export async function endUserSessions(tx: SqlEntityManager, userId: string): Promise<number> {
  const result = await tx.execute<{ affectedRows: number }>(`delete from "session" where "data" ->> 'userId' = ?`, [userId], 'run');
  return result.affectedRows;
}
