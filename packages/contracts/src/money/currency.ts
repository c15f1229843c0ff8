import { z } from 'zod';

const SUPPORTED = new Set(Intl.supportedValuesOf('currency'));

/** ISO 4217 codes that this runtime's Intl knows; Intl also supplies each one's minor-unit digits. */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO 4217 code.')
  .refine((code) => SUPPORTED.has(code), 'This currency is not supported.');
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

export { minorDigits } from './minor-digits.ts';
