import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ChangeAccountPlanBody } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { findPlan } from '../billing/plans.ts';
import { grantComplimentaryPeriod } from '../billing/subscription-changes.ts';
import { lockSubscription } from '../billing/subscription-store.ts';
import type { ISubscription } from '../billing/subscription.entity.ts';
import { recordAdminEvent, type AdminActor } from './admin-audit.ts';
import { accountName } from './admin-queries.ts';

const INTERVAL_WORDS = { month: 'monthly', year: 'yearly' } as const;

/** The plan in words for the audit: "Pro, monthly, until 2026-12-24" or "Free". */
function planInWords(planName: string, subscription: ISubscription): string {
  if (!subscription.interval || !subscription.currentPeriodEnd) return planName;
  return `${planName}, ${INTERVAL_WORDS[subscription.interval]}, until ${subscription.currentPeriodEnd.toISOString().slice(0, 10)}`;
}

/** The end an admin chose, at the start of that UTC day; it must be a later day than today. */
function endOf(until: string | undefined, now: Date): Date | undefined {
  if (!until) return undefined;
  const end = new Date(`${until}T00:00:00Z`);
  if (end <= now) throw new HttpError(400, 'until_not_later', 'Choose an end date after today.');
  return end;
}

/**
 * Gives an account a plan without a charge (a complimentary period, billing's rules for its dates),
 * audited with the plan before → after in the same transaction. A missing account or plan is a 404.
 */
export function changeAccountPlan(em: SqlEntityManager, actor: AdminActor, accountId: string, change: ChangeAccountPlanBody, now: Date): Promise<void> {
  return transactional(em, async (tx) => {
    const name = await accountName(tx, accountId);
    if (name === null) throw notFound();
    const plan = await findPlan(tx, change.planKey);
    const subscription = await lockSubscription(tx, accountId);
    const before = planInWords(subscription.plan.getEntity().name, subscription);
    grantComplimentaryPeriod(tx, subscription, plan, change.interval, now, endOf(change.until, now));
    recordAdminEvent(tx, actor, 'plan_changed', { kind: 'account', id: accountId, label: name }, `${before} → ${planInWords(plan.name, subscription)}`);
  });
}
