import type { Plan, Subscription, SubscriptionStatus } from '@ledgerline/contracts';

/** The plans as the migration seeds them, as GET /api/plans answers. */
export const PLANS: Plan[] = [
  {
    key: 'free',
    name: 'Free',
    description: 'For trying Ledgerline with your first clients.',
    currency: 'USD',
    prices: { month: 0, year: 0 },
    limits: { documentsPerMonth: 100, clients: 20, templates: 3, users: 1 },
    features: { watermark: true, onlinePayments: false, prioritySupport: false },
  },
  {
    key: 'pro',
    name: 'Pro',
    description: 'For a contractor or small business billing every week.',
    currency: 'USD',
    prices: { month: 1200, year: 12000 },
    limits: { documentsPerMonth: null, clients: null, templates: 10, users: 3 },
    features: { watermark: false, onlinePayments: true, prioritySupport: false },
  },
  {
    key: 'business',
    name: 'Business',
    description: 'For a growing team with many jobs at once.',
    currency: 'USD',
    prices: { month: 2900, year: 29000 },
    limits: { documentsPerMonth: null, clients: null, templates: null, users: 10 },
    features: { watermark: false, onlinePayments: true, prioritySupport: true },
  },
];

export const planByKey = (key: string): Plan => {
  const plan = PLANS.find((candidate) => candidate.key === key);
  if (!plan) throw new Error(`No plan ${key} in the fixture.`);
  return plan;
};

export const FREE_SUBSCRIPTION: Subscription = {
  plan: planByKey('free'),
  interval: null,
  state: 'active',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  scheduledChange: null,
  graceEndsAt: null,
  hasPaymentMethod: false,
};

/** A paid subscription from 31 January 2027 for a month, with its overrides. */
export function paidSubscription(planKey: string, overrides: Partial<Subscription> = {}): Subscription {
  return {
    ...FREE_SUBSCRIPTION,
    plan: planByKey(planKey),
    interval: 'month',
    currentPeriodStart: '2027-01-31T10:00:00.000Z',
    currentPeriodEnd: '2027-02-28T10:00:00.000Z',
    hasPaymentMethod: true,
    ...overrides,
  };
}

/** GET /api/subscription/status for an account on a plan, as the server's plan rules answer it. */
export function planStatus(planKey: string): SubscriptionStatus {
  const { key, name, features, limits } = planByKey(planKey);
  const message = features.watermark ? `You are on the ${name} plan. Upgrade to remove the watermark from your documents.` : `You are on the ${name} plan.`;
  return { plansEnabled: true, plan: { key, name }, showWatermark: features.watermark, message, features, limits };
}

/** GET /api/subscription/status on a gateway run without plans (PLANS_ENABLED=false). */
export const PLANS_OFF_STATUS: SubscriptionStatus = {
  plansEnabled: false,
  plan: null,
  showWatermark: false,
  message: '',
  features: { watermark: false, onlinePayments: true, prioritySupport: false },
  limits: { documentsPerMonth: null, clients: null, templates: null, users: null },
};
