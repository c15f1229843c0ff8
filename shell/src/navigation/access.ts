import type { SubscriptionStatus, User } from '@ledgerline/contracts';

/** What a user may see, as ant-design-pro does it: one small pure function of the user and the plan status. */
export interface Access {
  canAdmin: boolean;
  /** The gateway sells plans; one run without them (PLANS_ENABLED=false) offers no Pricing. */
  canBuyPlans: boolean;
}

export type AccessRule = keyof Access;

/** Until the status has answered, plans count as on, as they are unless a self-hosted business turned them off. */
export function accessOf(user: User | null, status?: Pick<SubscriptionStatus, 'plansEnabled'>): Access {
  return { canAdmin: user?.role === 'admin', canBuyPlans: status?.plansEnabled ?? true };
}
