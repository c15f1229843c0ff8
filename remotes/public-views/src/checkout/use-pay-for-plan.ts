import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckout } from '@ledgerline/api-client';
import { appPaths, type BillingInterval, type Plan } from '@ledgerline/contracts';
import { checkoutSuccessState } from './checkout-result-state.ts';

/**
 * Pays for the plan with a saved card, then shows /checkout/success. One idempotency key per
 * attempt: a double click or a retried request is the same attempt and charges once; after a
 * refusal the next attempt gets a new key.
 */
export function usePayForPlan(plan: Plan, interval: BillingInterval) {
  const checkout = useCheckout();
  const navigate = useNavigate();
  const attempt = useRef(crypto.randomUUID());

  const pay = (paymentMethodId: string) =>
    checkout.mutate(
      { planKey: plan.key, interval, paymentMethodId, idempotencyKey: attempt.current },
      {
        onSuccess: (result) => void navigate(appPaths.checkoutSuccess(), { state: checkoutSuccessState(result) }),
        onError: () => {
          attempt.current = crypto.randomUUID();
        },
      },
    );
  return { pay, paying: checkout.isPending, error: checkout.error };
}
