import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { BILLING_INTERVALS, SUBSCRIPTION_STATES } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { Plan } from './plan.entity.ts';

/**
 * The account's one subscription. Our database owns its state and dates; the payment provider only
 * charges each period (subscription-renewal.ts). On the free plan the period fields are null.
 */
export const Subscription = defineEntity({
  name: 'Subscription',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().unique(),
    plan: () => p.manyToOne(Plan).ref(),
    interval: p.enum(BILLING_INTERVALS).nullable(),
    state: p.enum(SUBSCRIPTION_STATES).default('active'),
    currentPeriodStart: p.datetime().nullable(),
    currentPeriodEnd: p.datetime().nullable().index(),
    cancelAtPeriodEnd: p.boolean().default(false),
    scheduledPlan: () => p.manyToOne(Plan).ref().nullable(),
    scheduledInterval: p.enum(BILLING_INTERVALS).nullable(),
    graceEndsAt: p.datetime().nullable(),
    /** The provider's id of the saved method that pays renewals; never a card number. */
    paymentMethodId: p.string().length(255).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ISubscription = InferEntity<typeof Subscription>;
