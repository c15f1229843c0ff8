import { z } from 'zod';
import { currencyCodeSchema } from '../money/currency.ts';
import { plainText, requiredText } from '../text.ts';
import { addressSchema } from './clients.ts';
import { taxModeSchema, taxRateSchema } from './money-input.ts';
import { numberPatternSchema } from './number-pattern.ts';

/** The business and its invoicing defaults: what every new invoice starts from. */
export const accountSettingsSchema = z.object({
  businessName: requiredText(200, 'Business name'),
  email: plainText(254).default(''),
  phone: plainText(40).default(''),
  address: addressSchema.default(addressSchema.parse({})),
  taxId: plainText(60).default(''),
  currency: currencyCodeSchema,
  taxMode: taxModeSchema.default('exclusive'),
  taxRates: z.array(taxRateSchema).max(20, 'At most 20 tax rates.').default([]),
  invoiceNumberPattern: numberPatternSchema.default('INV-{YYYY}-{0000}'),
  paymentTermsDays: z.number().int().min(0).max(365).default(30),
  paymentInstructions: plainText(2000).default(''),
  defaultTerms: plainText(5000).default(''),
  defaultNotes: plainText(5000).default(''),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
