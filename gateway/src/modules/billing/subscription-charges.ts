import type { SqlEntityManager } from '@mikro-orm/sql';
import type { BillingInterval } from '@ledgerline/contracts';
import { priceOf } from './plans.ts';
import type { IPlan } from './plan.entity.ts';
import { SubscriptionCharge, type CHARGE_KINDS, type ISubscriptionCharge } from './subscription-charge.entity.ts';
import type { SubscriptionCharger } from './subscription-charger.ts';

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
};

/** The charge already made under this key, if any (by any account: keys name their account). */
export function chargeByKey(em: SqlEntityManager, idempotencyKey: string): Promise<ISubscriptionCharge | null> {
  return em.findOne(SubscriptionCharge, { idempotencyKey }, { filters: false });
}

/**
 * Charges one period through the provider and records the outcome under its idempotency key, in
 * the caller's transaction (which holds the subscription's lock). No saved method is a decline.
 */
export async function chargePeriod(tx: SqlEntityManager, charger: SubscriptionCharger, request: ChargeRequest): Promise<ISubscriptionCharge> {
  const amount = priceOf(request.plan, request.interval);
  const outcome = request.paymentMethodId
    ? await charger.charge({
        accountId: request.accountId,
        paymentMethodId: request.paymentMethodId,
        amount,
        currency: request.plan.currency,
        idempotencyKey: request.idempotencyKey,
        description: `Ledgerline ${request.plan.name} (${request.interval === 'month' ? 'monthly' : 'yearly'})`,
      })
    : ({ paid: false, reason: 'There is no saved card to charge.' } as const);
  const charge = tx.create(SubscriptionCharge, {
    account: request.accountId,
    idempotencyKey: request.idempotencyKey,
    kind: request.kind,
    requestFingerprint: request.requestFingerprint ?? '',
    planKey: request.plan.key,
    interval: request.interval,
    amount,
    currency: request.plan.currency,
    outcome: outcome.paid ? 'paid' : 'declined',
    providerReference: (outcome.paid ? outcome.reference : outcome.reason).slice(0, 255),
    periodStart: request.periodStart,
    periodEnd: request.periodEnd,
  });
  await tx.flush();
  return charge;
}
