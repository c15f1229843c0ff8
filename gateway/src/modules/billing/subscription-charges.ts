import type { SqlEntityManager } from '@mikro-orm/sql';
import type { BillingInterval } from '@ledgerline/contracts';
import { priceOf } from './plans.ts';
import type { IPlan } from './plan.entity.ts';
import { SubscriptionCharge, type CHARGE_KINDS, type ISubscriptionCharge } from './subscription-charge.entity.ts';
import type { ChargeOutcome, SubscriptionCharger } from './subscription-charger.ts';

export type ChargeRequest = {
  accountId: string;
  kind: (typeof CHARGE_KINDS)[number];
  idempotencyKey: string;
  requestFingerprint?: string;
  plan: IPlan;
  interval: BillingInterval;
  paymentMethodId: string | null;
  periodStart: Date;
  periodEnd: Date;
  /** What is charged when it is not the plan's price: 0 for a free month. */
  amount?: number;
};

/** The charge already recorded under this key, if any (by any account: keys name their account). */
export function chargeByKey(em: SqlEntityManager, idempotencyKey: string): Promise<ISubscriptionCharge | null> {
  return em.findOne(SubscriptionCharge, { idempotencyKey }, { filters: false, refresh: true });
}

/**
 * Asks the provider for the period's price. Called outside any transaction of ours: a provider is
 * another system (and the test-mode one runs its own transactions), so no row lock is held while it
 * answers. Its idempotency key makes a repeat of this call charge nothing more. No saved method is a decline.
 */
export function chargeProvider(charger: SubscriptionCharger, request: ChargeRequest): Promise<ChargeOutcome> {
  if (!request.paymentMethodId) return Promise.resolve({ paid: false, reason: 'There is no saved card to charge.' });
  return charger.charge({
    accountId: request.accountId,
    paymentMethodId: request.paymentMethodId,
    amount: priceOf(request.plan, request.interval),
    currency: request.plan.currency,
    idempotencyKey: request.idempotencyKey,
    description: `Ledgerline ${request.plan.name} (${request.interval === 'month' ? 'monthly' : 'yearly'})`,
  });
}

/**
 * Records the provider's answer under its key, in the caller's transaction (which holds the
 * subscription's lock). When a concurrent request recorded it first, that record is the answer.
 */
export async function recordCharge(tx: SqlEntityManager, request: ChargeRequest, outcome: ChargeOutcome): Promise<{ charge: ISubscriptionCharge; first: boolean }> {
  const earlier = await chargeByKey(tx, request.idempotencyKey);
  if (earlier) return { charge: earlier, first: false };
  const charge = tx.create(SubscriptionCharge, {
    account: request.accountId,
    idempotencyKey: request.idempotencyKey,
    kind: request.kind,
    requestFingerprint: request.requestFingerprint ?? '',
    planKey: request.plan.key,
    interval: request.interval,
    amount: request.amount ?? priceOf(request.plan, request.interval),
    currency: request.plan.currency,
    outcome: outcome.paid ? 'paid' : 'declined',
    providerReference: (outcome.paid ? outcome.reference : outcome.reason).slice(0, 255),
    periodStart: request.periodStart,
    periodEnd: request.periodEnd,
  });
  await tx.flush();
  return { charge, first: true };
}
