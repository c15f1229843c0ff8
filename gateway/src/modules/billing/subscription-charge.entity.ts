import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { BILLING_INTERVALS } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';

export const CHARGE_KINDS = ['checkout', 'renewal'] as const;
export const CHARGE_OUTCOMES = ['paid', 'declined'] as const;

/**
 * One charge of a subscription period, keyed by its idempotency key: a checkout's key comes from the
 * browser's Idempotency-Key header, a renewal's is the subscription and the period it pays. The
 * unique key is what makes a retried checkout or a second renewal worker charge once.
 */
export const SubscriptionCharge = defineEntity({
  name: 'SubscriptionCharge',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().index(),
    idempotencyKey: p.string().length(255).unique(),
    kind: p.enum(CHARGE_KINDS),
    /** The request a checkout key was first used with, so the same key with another body is refused. */
    requestFingerprint: p.string().length(64).default(''),
    planKey: p.string().length(32),
    interval: p.enum(BILLING_INTERVALS),
    amount: p.type(MinorUnitsType).columnType('bigint'),
    currency: p.string().length(3),
    outcome: p.enum(CHARGE_OUTCOMES),
    /** The provider's reference of the payment, or its decline sentence. */
    providerReference: p.string().length(255).default(''),
    periodStart: p.datetime(),
    periodEnd: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ISubscriptionCharge = InferEntity<typeof SubscriptionCharge>;
