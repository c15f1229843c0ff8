import { z } from 'zod';

/**
 * Which provider moves money: the offline test-mode provider, or Stripe; `off` when the server has
 * neither (a production server without Stripe keys that was not told to allow test payments). The
 * UI says "Test mode" for the first and offers no card form for the last.
 */
export const PAYMENT_MODES = ['test', 'stripe', 'off'] as const;
export const paymentModeSchema = z.enum(PAYMENT_MODES);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/** The provider, and in Stripe mode the publishable key Stripe Elements loads with. */
export const paymentModeAnswerSchema = z.object({ mode: paymentModeSchema, publishableKey: z.string().optional() });
export type PaymentModeAnswer = z.infer<typeof paymentModeAnswerSchema>;

/** A saved card as shown to its owner: never the number. */
export const savedPaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type SavedPaymentMethodBody = z.infer<typeof savedPaymentMethodSchema>;

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** How a saved card is named wherever it is listed: "Visa ending in 4242". */
export const cardName = (method: Pick<SavedPaymentMethodBody, 'brand' | 'last4'>) => `${CARD_BRANDS[method.brand] ?? 'Card'} ending in ${method.last4}`;

/** "Expires 12/2028". */
export const cardExpiry = (method: Pick<SavedPaymentMethodBody, 'expMonth' | 'expYear'>) => `Expires ${String(method.expMonth).padStart(2, '0')}/${method.expYear}`;

/** A started setup of a saved method: the browser completes it with the client secret (test-mode form or Stripe Elements). */
export const paymentSetupSchema = z.object({
  mode: paymentModeSchema,
  setupId: z.string(),
  clientSecret: z.string(),
});
export type PaymentSetupBody = z.infer<typeof paymentSetupSchema>;

/** What the test-mode card form sends to the test-mode provider (standing in for Stripe.js). */
export const testCardSchema = z.strictObject({
  number: z.string().trim().min(1, 'Enter the card number.').max(30, 'Your card number is incorrect.'),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().trim().min(1, "Enter the card's security code.").max(4, "Your card's security code is incorrect."),
});
export type TestCard = z.infer<typeof testCardSchema>;

export const testConfirmSchema = z.strictObject({ clientSecret: z.string().min(1).max(200), card: testCardSchema });
export type TestConfirm = z.infer<typeof testConfirmSchema>;

export const testAuthenticateSchema = z.strictObject({ clientSecret: z.string().min(1).max(200) });

export const PROVIDER_PAYMENT_STATUSES = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed'] as const;
export const providerPaymentStatusSchema = z.enum(PROVIDER_PAYMENT_STATUSES);

/** The provider's answer to a confirmation from the browser. */
export const testSetupResultSchema = z.object({
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded']),
});
export const testPaymentResultSchema = z.object({
  status: providerPaymentStatusSchema,
  failureReason: z.string().optional(),
});
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;

/** Stripe's test numbers the test-mode provider honours, for hints in the card form. */
export const TEST_CARD_HINTS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0025 0000 3155', outcome: 'asks you to confirm' },
] as const;

/** The client's Pay now on a public invoice: how much of the balance, in minor units. */
export const payNowRequestSchema = z.strictObject({
  amount: z.number('Enter the amount to pay.').int('Enter the amount in whole cents.').positive('The amount must be more than zero.'),
});
export type PayNowRequest = z.infer<typeof payNowRequestSchema>;

/** A started online payment: the browser completes it with the client secret (test-mode card form or Stripe Elements). */
export const payNowAnswerSchema = z.object({
  mode: paymentModeSchema,
  paymentId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PayNowAnswer = z.infer<typeof payNowAnswerSchema>;

/**
 * What became of one online payment of an invoice, for the client who made it: `pending` until the
 * provider's confirmation is recorded; then how much was applied to the invoice and how much was
 * refunded because the invoice was already paid (or no longer payable) when the money arrived.
 */
export const PAY_NOW_OUTCOMES = ['pending', 'recorded', 'refunded', 'partly_refunded'] as const;
export const payNowOutcomeSchema = z.object({
  outcome: z.enum(PAY_NOW_OUTCOMES),
  applied: z.number().int(),
  refunded: z.number().int(),
  currency: z.string(),
});
export type PayNowOutcome = z.infer<typeof payNowOutcomeSchema>;

/** The account's saved cards for its subscription, and which provider holds them. */
export const paymentMethodListSchema = z.object({ mode: paymentModeSchema, methods: z.array(savedPaymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/** Whether and how the client of a public invoice can pay online: enabled when the business accepts it and something is owed. */
export const payNowOfferSchema = z.object({
  enabled: z.boolean(),
  balance: z.number().int(),
  allowPartial: z.boolean(),
  /** The smallest part payment in minor units (the whole balance when it is less). */
  minimum: z.number().int(),
  mode: paymentModeSchema,
});
export type PayNowOffer = z.infer<typeof payNowOfferSchema>;
