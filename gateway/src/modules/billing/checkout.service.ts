import { createHash } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CheckoutInput, CheckoutResult } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError } from '../../http/http-error.ts';
import { periodEnd } from './billing-period.ts';
import { reportPaymentToReferrals } from './referral-payments.ts';
import type { Clock } from './clock.ts';
import { FREE_PLAN_KEY } from './plan.entity.ts';
import { findPlan } from './plans.ts';
import type { ISubscriptionCharge } from './subscription-charge.entity.ts';
import { chargeByKey, chargeProvider, recordCharge, type ChargeRequest } from './subscription-charges.ts';
import { isUpgrade, startPaidPeriod } from './subscription-changes.ts';
import type { SubscriptionCharger } from './subscription-charger.ts';
import { lockSubscription, subscriptionOf } from './subscription-store.ts';

export type CheckoutDeps = { clock: Clock; charger: SubscriptionCharger };

const fingerprintOf = (input: CheckoutInput) => createHash('sha256').update(JSON.stringify([input.planKey, input.interval, input.paymentMethodId])).digest('hex');

function resultOf(charge: ISubscriptionCharge, planName: string): CheckoutResult {
  if (charge.outcome !== 'paid') {
    throw new HttpError(402, 'payment_declined', `The card was not charged: ${charge.providerReference} Try another card.`);
  }
  return {
    planKey: charge.planKey,
    planName,
    interval: charge.interval,
    amount: charge.amount,
    currency: charge.currency,
    // A checkout's period starts at the moment it was paid.
    paidAt: charge.periodStart.toISOString(),
    nextBillingDate: charge.periodEnd.toISOString(),
  };
}

function refuseNonUpgrade(sameChoice: boolean, planName: string): never {
  if (sameChoice) throw new HttpError(409, 'subscription_unchanged', `You are already on the ${planName} plan.`);
  throw new HttpError(409, 'downgrade_at_period_end', `${planName} costs less than your plan: change to it in Settings, and it starts when your current period ends.`);
}

function refuseOtherBody(earlier: ISubscriptionCharge, fingerprint: string): void {
  if (earlier.requestFingerprint !== fingerprint) {
    throw new HttpError(422, 'idempotency_key_reused', 'This checkout was already sent with other details. Reload the page and try again.');
  }
}

/**
 * Buys a plan now: an upgrade (from Free, to a bigger plan, or to yearly billing) is charged in full
 * at once and starts a new period today; the rest of the old period is not credited. Charge once,
 * in three steps: check, charge the provider under the checkout's key (outside our transaction; a
 * repeat charges nothing more), then record the charge and start the period under the
 * subscription's lock, where a concurrent twin that recorded first answers for both.
 */
export async function checkout(
  em: SqlEntityManager,
  deps: CheckoutDeps,
  payer: { accountId: string; email: string },
  input: CheckoutInput,
  requestKey: string,
): Promise<CheckoutResult> {
  const { accountId } = payer;
  const plan = await findPlan(em, input.planKey);
  if (plan.key === FREE_PLAN_KEY) {
    throw new HttpError(422, 'free_needs_no_checkout', 'The Free plan needs no checkout. To go back to Free, cancel your plan in Settings.');
  }
  const idempotencyKey = `checkout:${accountId}:${requestKey}`;
  const requestFingerprint = fingerprintOf(input);
  const earlier = await chargeByKey(em, idempotencyKey);
  if (earlier) {
    refuseOtherBody(earlier, requestFingerprint);
    return resultOf(earlier, plan.name);
  }
  const subscription = await subscriptionOf(em, accountId);
  if (!isUpgrade(subscription, plan, input.interval)) refuseNonUpgrade(plan.key === subscription.plan.unwrap().key && input.interval === subscription.interval, plan.name);

  const now = deps.clock.now();
  const request: ChargeRequest = {
    accountId,
    kind: 'checkout',
    idempotencyKey,
    requestFingerprint,
    plan,
    interval: input.interval,
    paymentMethodId: input.paymentMethodId,
    periodStart: now,
    periodEnd: periodEnd(now, input.interval),
  };
  const outcome = await chargeProvider(deps.charger, request);
  const charge = await transactional(em, async (tx) => {
    const locked = await lockSubscription(tx, accountId);
    const { charge: recorded, first } = await recordCharge(tx, request, outcome);
    if (first && recorded.outcome === 'paid') {
      // Paid is paid: even if another checkout changed the plan meanwhile, this one's period starts now.
      startPaidPeriod(tx, locked, plan, input.interval, now, input.paymentMethodId);
      await tx.flush();
      await reportPaymentToReferrals(tx, accountId, outcome, now, payer.email);
    }
    return recorded;
  });
  refuseOtherBody(charge, requestFingerprint);
  return resultOf(charge, plan.name);
}
