import type { SqlEntityManager } from '@mikro-orm/sql';
import { PLAN_FEATURE_CODE, PLAN_LIMIT_CODE, PLANS_OFF_CODE, type PlanFeatures, type PlanLimitName, type PlanLimits, type SubscriptionStatus } from '@ledgerline/contracts';
import { documentWatermark } from '@ledgerline/documents/document-view/watermark.ts';
import { transactional } from '../../db/transactional.ts';
import { HttpError } from '../../http/http-error.ts';
import { systemClock, type Clock } from './clock.ts';
import { limitRefusal, lockPlanLimits } from './plan-limits.ts';
import { listPlans } from './plans.ts';
import { toSubscriptionStatus } from './subscription.mapper.ts';
import { subscriptionOf } from './subscription-store.ts';

/** A feature a plan grants. The watermark is the other way round: a mark the plan puts on documents. */
export type GrantedFeature = Exclude<keyof PlanFeatures, 'watermark'>;

/** What an account may do now: its plan's features and limits, or everything on a gateway without plans. */
export type PlanAllowance = {
  plansEnabled: boolean;
  plan: { key: string; name: string } | null;
  features: PlanFeatures;
  limits: PlanLimits;
};

/**
 * Without plans nothing is limited or marked and clients may pay online. Priority support is an
 * order among paying customers; with nobody paying there is nobody to put first.
 */
const WITHOUT_PLANS: PlanAllowance = {
  plansEnabled: false,
  plan: null,
  features: { watermark: false, onlinePayments: true, prioritySupport: false },
  limits: { documentsPerMonth: null, clients: null, templates: null, users: null },
};

/** Each feature's refusal; `plan` is "the Pro plan", the smallest plan that includes it. */
const REFUSALS: Record<GrantedFeature, (plan: string) => string> = {
  onlinePayments: (plan) => `Online payments are part of ${plan}. Upgrade on the pricing page to let your clients pay by card.`,
  prioritySupport: (plan) => `Priority support is part of ${plan}. Upgrade on the pricing page to have your messages answered first.`,
};

const PLANS_OFF_SENTENCE = 'This Ledgerline runs without plans: everything is included and there is nothing to buy.';

/**
 * The one place that says what an account's plan allows and refuses what it does not: every route
 * that offers a feature or adds something a plan limits asks here, and so does the status the
 * screens read. Built once from the configuration (PLANS_ENABLED), so a gateway without plans has
 * no limits, no watermark and nothing to sell.
 */
export type PlanRules = {
  readonly enabled: boolean;
  allowanceOf(em: SqlEntityManager, accountId: string): Promise<PlanAllowance>;
  allows(em: SqlEntityManager, accountId: string, feature: GrantedFeature): Promise<boolean>;
  /** 402 with a sentence naming the smallest plan that includes the feature, on the form's `field` when given. */
  requireFeature(em: SqlEntityManager, accountId: string, feature: GrantedFeature, field?: string): Promise<void>;
  /** The mark on the documents the account's clients receive, or null when its plan puts none. */
  watermarkOf(em: SqlEntityManager, accountId: string): Promise<string | null>;
  statusOf(em: SqlEntityManager, accountId: string): Promise<SubscriptionStatus>;
  /** 404 with a sentence on a gateway without plans: for the plans, subscription and checkout routes. */
  requirePlans(): void;
  /** The sentence refusing one more of `limit`, or null when there is room. The caller holds lockPlanLimits(). */
  limitRefusal(tx: SqlEntityManager, accountId: string, limit: PlanLimitName): Promise<string | null>;
  /** 402 with the limit's sentence, which the UI shows with a link to the pricing page. The caller holds lockPlanLimits(). */
  requireRoomFor(tx: SqlEntityManager, accountId: string, limit: PlanLimitName): Promise<void>;
  /** Creates one thing a plan limits: lock, check and `create` in one transaction. */
  withRoomFor<T>(em: SqlEntityManager, accountId: string, limit: PlanLimitName, create: (tx: SqlEntityManager) => Promise<T>): Promise<T>;
};

export function planRules(options: { enabled: boolean; clock?: Clock }): PlanRules {
  const clock = options.clock ?? systemClock;

  const allowanceOf = async (em: SqlEntityManager, accountId: string): Promise<PlanAllowance> => {
    if (!options.enabled) return WITHOUT_PLANS;
    const plan = (await subscriptionOf(em, accountId)).plan.getEntity();
    return { plansEnabled: true, plan: { key: plan.key, name: plan.name }, features: plan.features, limits: plan.limits };
  };

  const limitRefusalOf = async (tx: SqlEntityManager, accountId: string, limit: PlanLimitName) => {
    const { plan, limits } = await allowanceOf(tx, accountId);
    if (plan === null) return null;
    return limitRefusal(tx, accountId, limit, { name: plan.name, allowed: limits[limit] }, clock.now());
  };

  const requireRoomFor = async (tx: SqlEntityManager, accountId: string, limit: PlanLimitName) => {
    const refusal = await limitRefusalOf(tx, accountId, limit);
    if (refusal) throw new HttpError(402, PLAN_LIMIT_CODE, refusal);
  };

  return {
    enabled: options.enabled,
    allowanceOf,
    async allows(em, accountId, feature) {
      return (await allowanceOf(em, accountId)).features[feature];
    },
    async requireFeature(em, accountId, feature, field) {
      if ((await allowanceOf(em, accountId)).features[feature]) return;
      const smallest = (await listPlans(em)).find((plan) => plan.features[feature]);
      const sentence = REFUSALS[feature](smallest ? `the ${smallest.name} plan` : 'a bigger plan');
      throw new HttpError(402, PLAN_FEATURE_CODE, sentence, field ? { fields: { [field]: [sentence] } } : {});
    },
    async watermarkOf(em, accountId) {
      const { plan, features } = await allowanceOf(em, accountId);
      return plan !== null && features.watermark ? documentWatermark(plan.name) : null;
    },
    async statusOf(em, accountId) {
      if (!options.enabled) return { ...WITHOUT_PLANS, showWatermark: false, message: '' };
      return toSubscriptionStatus(await subscriptionOf(em, accountId));
    },
    requirePlans() {
      if (!options.enabled) throw new HttpError(404, PLANS_OFF_CODE, PLANS_OFF_SENTENCE);
    },
    limitRefusal: limitRefusalOf,
    requireRoomFor,
    withRoomFor(em, accountId, limit, create) {
      return transactional(em, async (tx) => {
        await lockPlanLimits(tx, accountId);
        await requireRoomFor(tx, accountId, limit);
        return create(tx);
      });
    },
  };
}
