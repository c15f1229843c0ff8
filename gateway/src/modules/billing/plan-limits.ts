import type { SqlEntityManager } from '@mikro-orm/sql';
import { PLAN_LIMIT_CODE, PLAN_UPGRADE_HINT, type PlanLimitName } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import { Client } from '../clients/client.entity.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { Template } from '../templates/template.entity.ts';
import { User } from '../users/user.entity.ts';
import { systemClock, type Clock } from './clock.ts';
import { subscriptionOf } from './subscription-store.ts';

/** What each limit counts, in the words of the refusal. */
const NOUNS: Record<PlanLimitName, string> = {
  documentsPerMonth: 'documents a month',
  clients: 'clients',
  templates: 'templates',
  users: 'users',
};

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

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
    case 'documentsPerMonth': {
      const thisMonth = { ...account, createdAt: { $gte: monthStart(now) } };
      const counts = await Promise.all([em.count(Invoice, thisMonth), em.count(Estimate, thisMonth), em.count(ChangeOrder, thisMonth)]);
      return counts.reduce((sum, count) => sum + count, 0);
    }
  }
}

/**
 * The one check every create path makes before it adds something a plan limits: 402 with a sentence
 * naming the plan and its limit, which the UI shows with a link to the pricing page. A burst of
 * parallel creates may pass the check together and end a few over the limit; the next is refused.
 */
export async function requireRoomFor(em: SqlEntityManager, accountId: string, limit: PlanLimitName, clock: Clock = systemClock): Promise<void> {
  const plan = (await subscriptionOf(em, accountId)).plan.getEntity();
  const allowed = plan.limits[limit];
  if (allowed === null || (await usage(em, accountId, limit, clock.now())) < allowed) return;
  throw new HttpError(402, PLAN_LIMIT_CODE, `Your ${plan.name} plan allows ${allowed} ${NOUNS[limit]}. ${PLAN_UPGRADE_HINT}`);
}
