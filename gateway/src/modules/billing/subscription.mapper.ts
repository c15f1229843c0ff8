import type { Subscription as SubscriptionBody, SubscriptionStatus } from '@ledgerline/contracts';
import { toPlanBody } from './plans.ts';
import type { ISubscription } from './subscription.entity.ts';

const iso = (moment: Date | null | undefined) => moment?.toISOString() ?? null;

export function toSubscriptionBody(subscription: ISubscription): SubscriptionBody {
  const scheduled = subscription.scheduledPlan?.getEntity();
  return {
    plan: toPlanBody(subscription.plan.getEntity()),
    interval: subscription.interval ?? null,
    state: subscription.state,
    currentPeriodStart: iso(subscription.currentPeriodStart),
    currentPeriodEnd: iso(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    scheduledChange:
      scheduled && subscription.scheduledInterval && subscription.currentPeriodEnd
        ? { planKey: scheduled.key, planName: scheduled.name, interval: subscription.scheduledInterval, on: subscription.currentPeriodEnd.toISOString() }
        : null,
    graceEndsAt: iso(subscription.graceEndsAt),
    hasPaymentMethod: subscription.paymentMethodId !== null && subscription.paymentMethodId !== undefined,
  };
}

/**
 * SPEC.md's subscription status on a gateway with plans: the notice only on plans that mark their
 * documents, with its sentence, and what the plan allows (plan-rules.ts answers it).
 */
export function toSubscriptionStatus(subscription: ISubscription): SubscriptionStatus {
  const plan = subscription.plan.getEntity();
  const allows = { plansEnabled: true, plan: { key: plan.key, name: plan.name }, features: plan.features, limits: plan.limits };
  if (plan.features.watermark) {
    return { ...allows, showWatermark: true, message: `You are on the ${plan.name} plan. Upgrade to remove the watermark from your documents.` };
  }
  if (subscription.state === 'past_due') {
    return { ...allows, showWatermark: false, message: `Your last payment for the ${plan.name} plan failed. Pay at checkout to keep it.` };
  }
  return { ...allows, showWatermark: false, message: `You are on the ${plan.name} plan.` };
}
