import type { BillingInterval, Plan, Subscription } from '@ledgerline/contracts';

/** What the pricing page offers for a plan, given who is looking and what they have. */
export type PlanAction =
  | { kind: 'start-free' }
  | { kind: 'checkout'; label: string }
  | { kind: 'current' }
  | { kind: 'in-settings' };

/**
 * A visitor starts free or picks a paid plan (checkout asks them to sign in). A member buys a bigger
 * plan, or yearly billing of theirs, at checkout at once; a smaller one is changed in Settings and
 * starts at the end of their period. `plans` are in the server's order, smallest first.
 */
export function planAction(plans: Plan[], plan: Plan, interval: BillingInterval, subscription: Subscription | null): PlanAction {
  const free = plan.prices.month === 0;
  if (!subscription) return free ? { kind: 'start-free' } : { kind: 'checkout', label: `Choose ${plan.name}` };
  const currentFree = subscription.plan.prices.month === 0;
  const rank = (key: string) => plans.findIndex((candidate) => candidate.key === key);
  const same = plan.key === subscription.plan.key;
  if (same && (currentFree || subscription.interval === interval)) return { kind: 'current' };
  if (free) return { kind: 'in-settings' };
  if (currentFree || subscription.state === 'past_due' || rank(plan.key) > rank(subscription.plan.key)) return { kind: 'checkout', label: `Upgrade to ${plan.name}` };
  if (same && interval === 'year') return { kind: 'checkout', label: 'Switch to yearly' };
  return { kind: 'in-settings' };
}
