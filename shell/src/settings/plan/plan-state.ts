import { formatDate, formatMoney, type BillingInterval, type Plan, type Subscription } from '@ledgerline/contracts';

const PER: Record<BillingInterval, string> = { month: 'month', year: 'year' };

/** "$12.00 a month", or "Free". */
export function priceLine(subscription: Subscription): string {
  const { plan, interval } = subscription;
  if (interval === null || plan.prices[interval] === 0) return 'Free';
  return `${formatMoney(plan.prices[interval], plan.currency)} a ${PER[interval]}`;
}

/** The subscription's state in one sentence with its date: what happens next. */
export function stateSentence(subscription: Subscription): string {
  const { plan, currentPeriodEnd, graceEndsAt, scheduledChange } = subscription;
  if (currentPeriodEnd === null) return `You are on the ${plan.name} plan.`;
  const end = formatDate(currentPeriodEnd);
  if (subscription.state === 'past_due') {
    return `Your last payment failed. You keep ${plan.name} until ${formatDate(graceEndsAt ?? currentPeriodEnd)}, then your account goes back to Free unless you pay.`;
  }
  if (subscription.cancelAtPeriodEnd) return `${plan.name} is cancelled: it ends on ${end} and your account goes back to Free.`;
  if (scheduledChange) return `Changes to ${scheduledChange.planName}, billed ${scheduledChange.interval === 'month' ? 'monthly' : 'yearly'}, on ${end}.`;
  return `Renews on ${end}.`;
}

export type DowngradeOption = { value: string; label: string; planKey: string; interval: BillingInterval };

/**
 * The smaller choices a paid plan can be changed to at its period's end: a smaller paid plan (either
 * billing), or monthly billing of a yearly plan. Free is Cancel. `plans` are smallest first.
 */
export function downgradeOptions(plans: Plan[], subscription: Subscription): DowngradeOption[] {
  const rank = plans.findIndex((plan) => plan.key === subscription.plan.key);
  const choices: DowngradeOption[] = [];
  plans.forEach((plan, index) => {
    if (plan.prices.month === 0 || index > rank) return;
    for (const interval of ['month', 'year'] as const) {
      const smaller = index < rank || (subscription.interval === 'year' && interval === 'month');
      if (!smaller) continue;
      choices.push({ value: `${plan.key}:${interval}`, label: `${plan.name}, ${formatMoney(plan.prices[interval], plan.currency)} a ${PER[interval]}`, planKey: plan.key, interval });
    }
  });
  return choices;
}
