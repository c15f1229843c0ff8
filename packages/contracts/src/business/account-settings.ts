import { z } from 'zod';
import { currencyCodeSchema } from '../money/currency.ts';
import { oneLine, optionalEmailSchema, plainText, requiredText } from '../text.ts';
import { addressSchema } from './clients.ts';
import { taxModeSchema, taxRateListSchema } from './money-input.ts';
import { numberPatternSchema } from './number-pattern.ts';
import { defaultPaperSize, paperSizeSchema, type PaperSize } from './templates.ts';

const PAYMENT_TERMS = 'Payment terms must be a whole number of days from 0 to 365.';
const MINIMUM_PARTIAL = 'The smallest part payment must be an amount of 0 or more.';
const ESTIMATE_VALIDITY = 'Estimates must stay valid for a whole number of days from 1 to 365.';

/** Where estimates start for an account that has not chosen otherwise. */
export const ESTIMATE_SETTINGS_DEFAULTS = { estimateNumberPattern: 'EST-{0000}', estimateValidityDays: 30 } as const;

/** The business and its invoicing defaults: what every new invoice and estimate starts from. */
export const accountSettingsSchema = z.object({
  businessName: oneLine(requiredText(200, 'Business name'), 'Business name'),
  email: optionalEmailSchema.default(''),
  phone: plainText(40).default(''),
  address: addressSchema.default(addressSchema.parse({})),
  taxId: plainText(60).default(''),
  currency: currencyCodeSchema,
  taxMode: taxModeSchema.default('exclusive'),
  taxRates: taxRateListSchema(20, 'At most 20 tax rates.').default([]),
  invoiceNumberPattern: numberPatternSchema.default('INV-{YYYY}-{0000}'),
  paymentTermsDays: z.number(PAYMENT_TERMS).int(PAYMENT_TERMS).min(0, PAYMENT_TERMS).max(365, PAYMENT_TERMS).default(30),
  estimateNumberPattern: numberPatternSchema.default(ESTIMATE_SETTINGS_DEFAULTS.estimateNumberPattern),
  /** A new estimate is valid until its issue date plus these days. */
  estimateValidityDays: z.number(ESTIMATE_VALIDITY).int(ESTIMATE_VALIDITY).min(1, ESTIMATE_VALIDITY).max(365, ESTIMATE_VALIDITY).default(ESTIMATE_SETTINGS_DEFAULTS.estimateValidityDays),
  paymentInstructions: plainText(2000).default(''),
  defaultTerms: plainText(5000).default(''),
  defaultNotes: plainText(5000).default(''),
  /** The PDFs' paper; null follows the business's country (defaultPaperSize). A template may override it. */
  paperSize: paperSizeSchema.nullable().default(null),
  /** Clients may pay the invoice by card from its public page (Pay now). */
  acceptOnlinePayments: z.boolean().default(false),
  /** Clients may pay part of the balance online, at least minimumPartialPayment (minor units). */
  allowPartialPayments: z.boolean().default(false),
  minimumPartialPayment: z.number(MINIMUM_PARTIAL).int(MINIMUM_PARTIAL).min(0, MINIMUM_PARTIAL).max(1_000_000_000_00, MINIMUM_PARTIAL).default(0),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** The paper the account's PDFs are printed on when their template names none. */
export function accountPaperSize(settings: Pick<AccountSettings, 'paperSize' | 'address'>): PaperSize {
  return settings.paperSize ?? defaultPaperSize(settings.address.country);
}
