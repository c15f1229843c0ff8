import type { SqlEntityManager } from '@mikro-orm/sql';
import { decrementFreeMonths } from './referral-queries.ts';

/**
 * For billing's renewal: uses one of the account's earned free months and answers true, or answers
 * false when it has none. Concurrent renewals never use the same month twice.
 */
export function takeFreeMonth(em: SqlEntityManager, accountId: string): Promise<boolean> {
  return decrementFreeMonths(em, accountId);
}
