import type { Orm } from '../../db/orm.ts';
import { customerOf } from '../payments/payment-customers.ts';
import { CardError, type PaymentGateway } from '../payments/payment-gateway.ts';
import type { SubscriptionCharger } from './subscription-charger.ts';

/**
 * Billing's charge on the payments module's provider: an off-session one-off payment on the saved
 * method of the account's provider customer (which the method was saved under), with billing's key.
 */
export function paymentGatewayCharger(deps: { orm: Orm; gateway: PaymentGateway }): SubscriptionCharger {
  return {
    async charge(charge) {
      const customerId = await customerOf(deps.orm, deps.gateway, charge.accountId, '');
      try {
        const payment = await deps.gateway.createPayment({
          amount: charge.amount,
          currency: charge.currency,
          customerId,
          paymentMethodId: charge.paymentMethodId,
          description: charge.description,
          metadata: { purpose: 'subscription', accountId: charge.accountId },
          offSession: true,
          idempotencyKey: charge.idempotencyKey,
        });
        if (payment.status === 'succeeded') return { paid: true, reference: payment.id, ...(payment.fingerprint ? { fingerprint: payment.fingerprint } : {}) };
        return { paid: false, reason: payment.failureReason ?? 'The card needs to be confirmed, which cannot be done while you are away.' };
      } catch (error) {
        if (error instanceof CardError) return { paid: false, reason: error.message };
        throw error;
      }
    },
  };
}
