import type { EntityManager } from '@mikro-orm/core';
import type { BillingInterval, Plan as PlanBody } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { Plan, type IPlan } from './plan.entity.ts';

export const unknownPlan = (key: string) => new HttpError(404, 'plan_not_found', `There is no plan called "${key}". Choose one on the pricing page.`);

export function listPlans(em: EntityManager): Promise<IPlan[]> {
  return em.find(Plan, {}, { orderBy: { position: 'asc' } });
}

/** A plan by its key; an unknown key is a 404 with a sentence that says so. */
export async function findPlan(em: EntityManager, key: string): Promise<IPlan> {
  const plan = await em.findOne(Plan, key);
  if (!plan) throw unknownPlan(key);
  return plan;
}

export const priceOf = (plan: IPlan, interval: BillingInterval) => (interval === 'month' ? plan.priceMonth : plan.priceYear);

export function toPlanBody(plan: IPlan): PlanBody {
  return {
    key: plan.key,
    name: plan.name,
    description: plan.description,
    currency: plan.currency,
    prices: { month: plan.priceMonth, year: plan.priceYear },
    limits: plan.limits,
    features: plan.features,
  };
}
