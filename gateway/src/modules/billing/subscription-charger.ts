/** One off-session charge of a subscription period on the account's saved payment method. */
export type PeriodCharge = {
  accountId: string;
  paymentMethodId: string;
  amount: number;
  currency: string;
  /** The same key always gets the same answer from the provider: a retry never charges twice. */
  idempotencyKey: string;
  description: string;
};

export type ChargeOutcome =
  /** `fingerprint`: the provider's fingerprint of the card, for the referral checks (same card, same payer). */
  | { paid: true; reference: string; fingerprint?: string }
  | { paid: false; reason: string };

/**
 * What billing needs of the payment provider: nothing but charging a period. The payments module's
 * PaymentGateway is adapted to it where the gateway is assembled, so billing's state machine does
 * not depend on which provider (test mode or Stripe) is configured.
 */
export type SubscriptionCharger = {
  charge(charge: PeriodCharge): Promise<ChargeOutcome>;
};
