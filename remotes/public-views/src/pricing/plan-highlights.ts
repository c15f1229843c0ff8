import type { BillingInterval, Plan, PlanLimits } from '@ledgerline/contracts';
import { formatMoney } from '@ledgerline/contracts';

const LIMIT_WORDS: Record<keyof PlanLimits, [one: string, many: string]> = {
  documentsPerMonth: ['document a month', 'documents a month'],
  clients: ['client', 'clients'],
  templates: ['template', 'templates'],
  users: ['user', 'users'],
};

/** "20 clients", "1 user", "Unlimited clients": one line per limit, in the plan's order. */
export function limitLines(limits: PlanLimits): string[] {
  return (Object.keys(LIMIT_WORDS) as (keyof PlanLimits)[]).map((name) => {
    const value = limits[name];
    const [one, many] = LIMIT_WORDS[name];
    if (value === null) return `Unlimited ${many}`;
    return `${value} ${value === 1 ? one : many}`;
  });
}

/** What a plan does or does not include, each with whether it is included. */
export function featureLines(plan: Plan): { text: string; included: boolean }[] {
  return [
    { text: plan.features.watermark ? 'Watermark on your documents' : 'No watermark', included: !plan.features.watermark },
    { text: 'Clients pay invoices online', included: plan.features.onlinePayments },
    { text: 'Priority support', included: plan.features.prioritySupport },
  ];
}

export const INTERVAL_WORDS: Record<BillingInterval, { per: string; billed: string }> = {
  month: { per: 'month', billed: 'Billed monthly' },
  year: { per: 'year', billed: 'Billed yearly' },
};

/** "$12.00" for the interval's price, "Free" for a plan that costs nothing. */
export function priceText(plan: Plan, interval: BillingInterval): string {
  const amount = plan.prices[interval];
  return amount === 0 ? 'Free' : formatMoney(amount, plan.currency);
}

/** How many months a year of the plan saves against paying monthly (0 when none). */
export function monthsSavedYearly(plan: Plan): number {
  if (plan.prices.month === 0) return 0;
  return Math.round((plan.prices.month * 12 - plan.prices.year) / plan.prices.month);
}
