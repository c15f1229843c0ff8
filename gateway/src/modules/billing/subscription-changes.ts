import type { EntityManager } from '@mikro-orm/core';
import type { BillingInterval } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { addDays, GRACE_DAYS, periodEnd } from './billing-period.ts';
import { FREE_PLAN_KEY, Plan, type IPlan } from './plan.entity.ts';
import type { ISubscription } from './subscription.entity.ts';

/*
 * The subscription's state machine. Our database owns the state and the dates:
 *   Free ──checkout──▶ active paid period ──renewal paid──▶ next period
 *   active ──change to a bigger plan or to yearly──▶ checkout: charged in full now, a new period starts now
 *   active ──change to a smaller plan or to monthly──▶ scheduled, takes effect at the period's end
 *   active ──cancel──▶ cancelAtPeriodEnd ──period ends──▶ Free   (resume undoes cancel or a scheduled change)
 *   active ──renewal declined──▶ past_due until graceEndsAt (plan kept) ──▶ Free, or checkout pays again
 *   any ──admin grants a plan──▶ a period starting now, not charged (Free: back to Free at once)
 * Each function changes the entity; the caller flushes it in its transaction.
 */

export const isFree = (subscription: ISubscription) => subscription.plan.unwrap().key === FREE_PLAN_KEY;

/**
 * Whether moving to `plan` billed by `interval` costs more now: a higher plan, or the same plan
 * yearly instead of monthly. Every plan is above Free, and a past-due account pays for any plan.
 */
export function isUpgrade(subscription: ISubscription, plan: IPlan, interval: BillingInterval): boolean {
  if (isFree(subscription) || subscription.state === 'past_due') return plan.key !== FREE_PLAN_KEY;
  const current = subscription.plan.getEntity();
  if (plan.position !== current.position) return plan.position > current.position;
  return subscription.interval === 'month' && interval === 'year';
}

/** A paid period of `plan` starting `now`, paid by the saved method; any pending change or cancel is dropped. */
export function startPaidPeriod(em: EntityManager, subscription: ISubscription, plan: IPlan, interval: BillingInterval, now: Date, paymentMethodId: string | null): void {
  Object.assign(subscription, {
    plan: em.getReference(Plan, plan.key),
    interval,
    state: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now, interval),
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    scheduledInterval: null,
    graceEndsAt: null,
    paymentMethodId,
  });
}

/**
 * The renewal of the period that just ended, to `plan` (the current one or a scheduled smaller one).
 * `length` is the interval's, or a month for a free month earned by a referral.
 */
export function renewPeriod(em: EntityManager, subscription: ISubscription, plan: IPlan, interval: BillingInterval, length: BillingInterval = interval): void {
  const start = subscription.currentPeriodEnd as Date;
  Object.assign(subscription, {
    plan: em.getReference(Plan, plan.key),
    interval,
    state: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: periodEnd(start, length),
    scheduledPlan: null,
    scheduledInterval: null,
    graceEndsAt: null,
  });
}

/**
 * An admin's complimentary period of `plan`: no charge, from `now` for one interval or until `until`.
 * The saved method stays, so the renewal at its end charges as usual. Free goes back to Free at once.
 */
export function grantComplimentaryPeriod(em: EntityManager, subscription: ISubscription, plan: IPlan, interval: BillingInterval, now: Date, until?: Date): void {
  if (plan.key === FREE_PLAN_KEY) {
    backToFree(em, subscription);
    return;
  }
  startPaidPeriod(em, subscription, plan, interval, now, subscription.paymentMethodId ?? null);
  if (until) subscription.currentPeriodEnd = until;
}

/** Back to Free: no period, nothing pending. The saved method stays for a later checkout. */
export function backToFree(em: EntityManager, subscription: ISubscription): void {
  Object.assign(subscription, {
    plan: em.getReference(Plan, FREE_PLAN_KEY),
    interval: null,
    state: 'active',
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    scheduledInterval: null,
    graceEndsAt: null,
  });
}

/** The renewal was declined: the plan stays for the grace period, counted from the period's end. */
export function markPastDue(subscription: ISubscription): void {
  subscription.state = 'past_due';
  subscription.graceEndsAt = addDays(subscription.currentPeriodEnd as Date, GRACE_DAYS);
}

const nothingToChange = (sentence: string) => new HttpError(409, 'subscription_unchanged', sentence);

function requirePaidActive(subscription: ISubscription): void {
  if (isFree(subscription)) throw nothingToChange('You are on the Free plan: there is no paid plan to change.');
  if (subscription.state === 'past_due') throw nothingToChange('Your last payment failed. Pay for your plan at checkout before changing it.');
}

/** A move to a smaller plan or to monthly billing, effective at the period's end; Free is the same as cancelling. */
export function scheduleDowngrade(em: EntityManager, subscription: ISubscription, plan: IPlan, interval: BillingInterval): void {
  requirePaidActive(subscription);
  if (plan.key === subscription.plan.unwrap().key && interval === subscription.interval) {
    throw nothingToChange(`You are already on the ${plan.name} plan, billed ${interval === 'month' ? 'monthly' : 'yearly'}.`);
  }
  if (isUpgrade(subscription, plan, interval)) {
    throw new HttpError(409, 'upgrade_needs_checkout', `${plan.name} costs more than your plan: buy it at checkout, it starts at once.`);
  }
  if (plan.key === FREE_PLAN_KEY) {
    cancelAtPeriodEnd(subscription);
    return;
  }
  Object.assign(subscription, { scheduledPlan: em.getReference(Plan, plan.key), scheduledInterval: interval, cancelAtPeriodEnd: false });
}

export function cancelAtPeriodEnd(subscription: ISubscription): void {
  requirePaidActive(subscription);
  Object.assign(subscription, { cancelAtPeriodEnd: true, scheduledPlan: null, scheduledInterval: null });
}

/** Keeps the current plan after all: undoes a cancel or a scheduled change. */
export function resume(subscription: ISubscription): void {
  requirePaidActive(subscription);
  if (!subscription.cancelAtPeriodEnd && !subscription.scheduledPlan) throw nothingToChange('Your plan continues as it is: there is nothing to resume.');
  Object.assign(subscription, { cancelAtPeriodEnd: false, scheduledPlan: null, scheduledInterval: null });
}
