import { z } from 'zod';
import { currencyCodeSchema } from '../money/currency.ts';
import { optionalEmailSchema, plainText, requiredText } from '../text.ts';
import { addressSchema } from './clients.ts';
import { taxModeSchema, taxRateListSchema } from './money-input.ts';
import { numberPatternSchema } from './number-pattern.ts';

const PAYMENT_TERMS = 'Payment terms must be a whole number of days from 0 to 365.';

/** The business and its invoicing defaults: what every new invoice starts from. */
export const accountSettingsSchema = z.object({
  businessName: requiredText(200, 'Business name'),
  email: optionalEmailSchema.default(''),
  phone: plainText(40).default(''),
  address: addressSchema.default(addressSchema.parse({})),
  taxId: plainText(60).default(''),
  currency: currencyCodeSchema,
  taxMode: taxModeSchema.default('exclusive'),
  taxRates: taxRateListSchema(20, 'At most 20 tax rates.').default([]),
  invoiceNumberPattern: numberPatternSchema.default('INV-{YYYY}-{0000}'),
  paymentTermsDays: z.number(PAYMENT_TERMS).int(PAYMENT_TERMS).min(0, PAYMENT_TERMS).max(365, PAYMENT_TERMS).default(30),
  paymentInstructions: plainText(2000).default(''),
  defaultTerms: plainText(5000).default(''),
  defaultNotes: plainText(5000).default(''),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
