import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PlanFeatures, PlanLimits } from '@ledgerline/contracts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';

/**
 * A plan anyone can buy. Rows, not code: the migration seeds Free, Pro and Business, and every
 * price, limit and feature is read from here. Global, not an account's row.
 */
export const Plan = defineEntity({
  name: 'Plan',
  properties: {
    key: p.string().length(32).primary(),
    name: p.string().length(60),
    description: p.text(),
    /** Order on the pricing page and of upgrades: a higher position is a bigger plan. */
    position: p.integer(),
    currency: p.string().length(3),
    priceMonth: p.type(MinorUnitsType).columnType('bigint'),
    priceYear: p.type(MinorUnitsType).columnType('bigint'),
    limits: p.json<PlanLimits>(),
    features: p.json<PlanFeatures>(),
  },
});
export type IPlan = InferEntity<typeof Plan>;

/** The plan every account has until it buys another, and goes back to after a cancel or failed renewal. */
export const FREE_PLAN_KEY = 'free';
