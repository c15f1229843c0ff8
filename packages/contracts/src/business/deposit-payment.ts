import { z } from 'zod';
import { payNowAnswerSchema, paymentModeSchema } from './payments.ts';

/**
 * The deposit an accepted estimate asks for, as its client can pay it online right after signing.
 * `amount` is the deposit (the request until its invoice is made, then that invoice's total), `owed`
 * what is left of it to pay; `invoice` is the deposit's invoice once made, whose page keeps the
 * payment and its receipt.
 */
export const depositPaymentOfferSchema = z.object({
  amount: z.number().int(),
  owed: z.number().int(),
  mode: paymentModeSchema,
  invoice: z.object({ number: z.string(), token: z.string() }).nullable(),
});
export type DepositPaymentOffer = z.infer<typeof depositPaymentOfferSchema>;

/** A started deposit payment: the card form completes it; `invoiceToken` opens the deposit's invoice, where its outcome is read. */
export const depositPaymentAnswerSchema = payNowAnswerSchema.extend({ invoiceToken: z.string() });
export type DepositPaymentAnswer = z.infer<typeof depositPaymentAnswerSchema>;
