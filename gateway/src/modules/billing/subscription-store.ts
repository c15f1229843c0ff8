import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { FREE_PLAN_KEY } from './plan.entity.ts';
import { Subscription, type ISubscription } from './subscription.entity.ts';

/**
 * Every account has a subscription, Free until it buys a plan. Accounts made before billing got
 * theirs from the migration; a new one gets its row the first time billing looks at it. Raw SQL:
 * it names the account itself, and two first looks at once meet on the unique account key.
 */
async function ensureSubscription(em: SqlEntityManager, accountId: string): Promise<void> {
  await em.execute(
    `insert into "subscription" ("id", "account_id", "plan_key", "created_at", "updated_at") values (?, ?, ?, now(), now()) on conflict ("account_id") do nothing`,
    [randomUUID(), accountId, FREE_PLAN_KEY],
  );
}

// The account is named in every query here, so the request's account filter is not needed (and a
// renewal job has none).
const POPULATE = { populate: ['plan', 'scheduledPlan'] as const, filters: false };

/** The account's subscription with its plan (and the plan it changes to, if any). */
export async function subscriptionOf(em: SqlEntityManager, accountId: string): Promise<ISubscription> {
  const found = await em.findOne(Subscription, { account: accountId }, POPULATE);
  if (found) return found;
  await ensureSubscription(em, accountId);
  return em.findOneOrFail(Subscription, { account: accountId }, POPULATE);
}

/**
 * The account's subscription, locked for the rest of the transaction: a checkout, a change and a
 * renewal of one account run one at a time, so a double click charges once.
 */
export async function lockSubscription(tx: SqlEntityManager, accountId: string): Promise<ISubscription> {
  await ensureSubscription(tx, accountId);
  await tx.findOneOrFail(Subscription, { account: accountId }, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE, filters: false });
  return tx.findOneOrFail(Subscription, { account: accountId }, { ...POPULATE, refresh: true });
}
