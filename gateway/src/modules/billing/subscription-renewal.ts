import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import { transactional } from '../../db/transactional.ts';
import { periodEnd } from './billing-period.ts';
import type { Clock } from './clock.ts';
import { FREE_PLAN_KEY } from './plan.entity.ts';
import { chargeProvider, recordCharge, type ChargeRequest } from './subscription-charges.ts';
import { backToFree, markPastDue, renewPeriod } from './subscription-changes.ts';
import type { SubscriptionCharger } from './subscription-charger.ts';
import { lockSubscription, subscriptionOf } from './subscription-store.ts';
import type { ISubscription } from './subscription.entity.ts';
import { takeFreeMonth } from '../referrals/free-months.ts';
import { reportPaymentToReferrals } from './referral-payments.ts';
import { queueRenewalFailedEmail } from './renewal-failed-email.ts';

/** `from` is the sender of the email a failed renewal sends the owner. */
export type RenewalDeps = { orm: Orm; clock: Clock; charger: SubscriptionCharger; logger: Logger; from: string; appUrl: string };

/** Renewal of a period is keyed by subscription and period: a second worker or a rerun charges nothing more. */
export const renewalKey = (subscription: ISubscription) => `renewal:${subscription.id}:${(subscription.currentPeriodEnd as Date).toISOString()}`;

/**
 * The accounts whose paid period has ended, or whose grace after a failed renewal has run out.
 * Raw SQL across accounts on purpose: the job serves every account; each is then locked and
 * handled in a transaction of its own.
 */
async function dueAccounts(deps: RenewalDeps, now: Date): Promise<string[]> {
  const rows = await deps.orm.em.fork().execute<{ account_id: string }[]>(
    `select "account_id" from "subscription"
      where "plan_key" <> ? and (("state" = 'active' and "current_period_end" <= ?) or ("state" = 'past_due' and "grace_ends_at" <= ?))
      order by "current_period_end"`,
    [FREE_PLAN_KEY, now, now],
  );
  return rows.map((row) => row.account_id);
}

type Settlement = { kind: 'none' } | { kind: 'free' } | { kind: 'renew'; request: ChargeRequest };

/** What the period's end means for this subscription now: nothing yet, back to Free, or a renewal to charge. */
function settlementOf(subscription: ISubscription, accountId: string, now: Date): Settlement {
  const end = subscription.currentPeriodEnd;
  if (subscription.plan.unwrap().key === FREE_PLAN_KEY || !end || end > now) return { kind: 'none' };
  if (subscription.state === 'past_due') return (subscription.graceEndsAt as Date) <= now ? { kind: 'free' } : { kind: 'none' };
  const plan = subscription.scheduledPlan?.getEntity() ?? subscription.plan.getEntity();
  const interval = subscription.scheduledInterval ?? subscription.interval ?? 'month';
  if (subscription.cancelAtPeriodEnd || plan.key === FREE_PLAN_KEY) return { kind: 'free' };
  return {
    kind: 'renew',
    request: {
      accountId,
      kind: 'renewal',
      idempotencyKey: renewalKey(subscription),
      plan,
      interval,
      paymentMethodId: subscription.paymentMethodId ?? null,
      periodStart: end,
      periodEnd: periodEnd(end, interval),
    },
  };
}

/**
 * A free month earned by a referral pays the next month instead of the card: the period is renewed
 * by one month at no charge (recorded as a charge of 0 under the period's key). Under the
 * subscription's lock, so one month is used once however many workers run.
 */
async function renewWithFreeMonth(deps: RenewalDeps, accountId: string, now: Date): Promise<boolean> {
  return transactional(deps.orm.em.fork(), async (tx) => {
    const subscription = await lockSubscription(tx, accountId);
    const due = settlementOf(subscription, accountId, now);
    if (due.kind !== 'renew' || !(await takeFreeMonth(tx, accountId))) return false;
    const { plan, interval, periodStart } = due.request;
    await recordCharge(tx, { ...due.request, amount: 0, periodEnd: periodEnd(periodStart, 'month') }, { paid: true, reference: 'Free month earned by a referral' });
    renewPeriod(tx, subscription, plan, interval, 'month');
    await tx.flush();
    return true;
  });
}

/**
 * Ends, renews or downgrades one account's period as its state says (subscription-changes.ts). The
 * provider is charged outside our transaction under the period's key; the outcome is then applied
 * under the subscription's lock, only if the subscription still waits for that same period. A
 * declined renewal makes the subscription past due and emails the owner in the same transaction:
 * once, as a past-due period is never charged again. Returns that email's id.
 */
async function settlePeriod(deps: RenewalDeps, accountId: string, now: Date): Promise<string | null> {
  const planned = settlementOf(await subscriptionOf(deps.orm.em.fork(), accountId), accountId, now);
  if (planned.kind === 'none') return null;
  if (planned.kind === 'renew' && (await renewWithFreeMonth(deps, accountId, now))) return null;
  const outcome = planned.kind === 'renew' ? await chargeProvider(deps.charger, planned.request) : null;
  return transactional(deps.orm.em.fork(), async (tx) => {
    const subscription = await lockSubscription(tx, accountId);
    const current = settlementOf(subscription, accountId, now);
    let email: string | null = null;
    if (current.kind === 'free') backToFree(tx, subscription);
    if (current.kind === 'renew' && planned.kind === 'renew' && outcome && current.request.idempotencyKey === planned.request.idempotencyKey) {
      const { charge, first } = await recordCharge(tx, planned.request, outcome);
      if (charge.outcome === 'paid') renewPeriod(tx, subscription, planned.request.plan, planned.request.interval);
      else {
        markPastDue(subscription);
        email = await queueRenewalFailedEmail(tx, subscription, { accountId, from: deps.from, appUrl: deps.appUrl, now });
      }
      if (first) await reportPaymentToReferrals(tx, accountId, outcome, now);
    }
    await tx.flush();
    return email;
  });
}

/**
 * Settles every due subscription; one account's failure is logged and does not stop the others.
 * Returns the ids of the emails it queued, for the mail worker.
 */
export async function renewDueSubscriptions(deps: RenewalDeps): Promise<string[]> {
  const now = deps.clock.now();
  const emails: string[] = [];
  for (const accountId of await dueAccounts(deps, now)) {
    try {
      const email = await settlePeriod(deps, accountId, now);
      if (email) emails.push(email);
    } catch (error) {
      deps.logger.warn({ err: error, accountId }, 'subscription renewal failed; it is tried again on the next run');
    }
  }
  return emails;
}
