import type { SqlEntityManager } from '@mikro-orm/sql';
import { PLAN_UPGRADE_HINT, type PlanLimitName } from '@ledgerline/contracts';
import { Client } from '../clients/client.entity.ts';
import { Template } from '../templates/template.entity.ts';
import { User } from '../users/user.entity.ts';

/** What each limit counts, in the words of the refusal. */
const NOUNS: Record<PlanLimitName, string> = {
  documentsPerMonth: 'documents a month',
  clients: 'clients',
  templates: 'templates',
  users: 'users',
};

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Every document the account made since `since`, of all three kinds, in one statement: it runs in
 * every document create, under the plan-limit lock. Raw SQL, so it names the account itself.
 */
const DOCUMENTS_SINCE = `select
  (select count(*) from "invoice" where "account_id" = ? and "created_at" >= ?)
  + (select count(*) from "estimate" where "account_id" = ? and "created_at" >= ?)
  + (select count(*) from "change_order" where "account_id" = ? and "created_at" >= ?) as "count"`;

async function documentsSince(em: SqlEntityManager, accountId: string, since: Date): Promise<number> {
  const [row] = await em.execute<{ count: string | number }[]>(DOCUMENTS_SINCE, [accountId, since, accountId, since, accountId, since]);
  return Number(row?.count ?? 0);
}

/** How much of a limit the account uses now. Archived clients do not count; every document made this month (UTC) does. */
async function usage(em: SqlEntityManager, accountId: string, limit: PlanLimitName, now: Date): Promise<number> {
  const account = { account: accountId };
  switch (limit) {
    case 'clients':
      return em.count(Client, { ...account, archived: false });
    case 'templates':
      return em.count(Template, account);
    case 'users':
      return em.count(User, account);
    case 'documentsPerMonth':
      return documentsSince(em, accountId, monthStart(now));
  }
}

/**
 * 0. of lock-order.ts: the account's plan-limit lock. Every write that may add something a plan
 * limits takes it first, before any other lock, and counts and inserts while holding it, so two
 * creates at 99 of 100 run one after the other and the second is refused. A transaction-scoped
 * advisory lock rather than the subscription's row: a checkout holds that row while it charges.
 */
export async function lockPlanLimits(tx: SqlEntityManager, accountId: string): Promise<void> {
  if (!tx.isInTransaction()) throw new Error('lockPlanLimits() holds its lock until the transaction ends: call it inside one.');
  await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`plan-limits:${accountId}`]);
}

/** The sentence refusing one more of `limit` when the account already uses `allowed` of them, or null when there is room. */
export async function limitRefusal(
  em: SqlEntityManager,
  accountId: string,
  limit: PlanLimitName,
  plan: { name: string; allowed: number | null },
  now: Date,
): Promise<string | null> {
  if (plan.allowed === null || (await usage(em, accountId, limit, now)) < plan.allowed) return null;
  return `Your ${plan.name} plan allows ${plan.allowed} ${NOUNS[limit]}. ${PLAN_UPGRADE_HINT}`;
}
