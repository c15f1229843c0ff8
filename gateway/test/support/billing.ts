import type { Clock } from '../../src/modules/billing/clock.ts';
import type { ChargeOutcome, PeriodCharge, SubscriptionCharger } from '../../src/modules/billing/subscription-charger.ts';

/** A clock that stands still until the test moves it. */
export function fakeClock(start: string): Clock & { set(moment: string | Date): void } {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set(moment) {
      now = new Date(moment);
    },
  };
}

/** The saved method the fake provider declines; any other is charged. */
export const DECLINING_METHOD = 'pm_card_declined';

/**
 * A provider that charges any method but DECLINING_METHOD and keeps its answers by idempotency key,
 * as a card processor does: `charges` lists the charges that really moved money.
 */
export function fakeCharger(): SubscriptionCharger & { charges: PeriodCharge[] } {
  const answers = new Map<string, ChargeOutcome>();
  const charges: PeriodCharge[] = [];
  return {
    charges,
    async charge(charge) {
      const earlier = answers.get(charge.idempotencyKey);
      if (earlier) return earlier;
      const outcome: ChargeOutcome =
        charge.paymentMethodId === DECLINING_METHOD ? { paid: false, reason: 'Your card was declined.' } : { paid: true, reference: `pi_${charges.length + 1}`, fingerprint: `fp_${charge.paymentMethodId}` };
      if (outcome.paid) charges.push(charge);
      answers.set(charge.idempotencyKey, outcome);
      return outcome;
    },
  };
}
