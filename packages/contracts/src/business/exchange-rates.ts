import { z } from 'zod';
import { currencyCodeSchema } from '../money/currency.ts';
import { isRateText, RATE_SCALE } from '../money/exchange-rate.ts';
import { isoDateSchema } from '../text.ts';

/** Where a rate came from: a provider's published rates ("ecb") or a rate the user typed ("manual"). */
export const RATE_SOURCES = ['ecb', 'manual'] as const;
export const rateSourceSchema = z.enum(RATE_SOURCES);
export type RateSource = z.infer<typeof rateSourceSchema>;

/** The one label of each source, for every screen that names it. */
export const RATE_SOURCE_LABELS: Record<RateSource, string> = {
  ecb: 'European Central Bank',
  manual: 'Entered by you',
};

/** A rate as typed or stored: decimal text, more than zero, at most RATE_SCALE places. */
export const rateTextSchema = z
  .string()
  .trim()
  .refine(isRateText, `Use a rate more than 0 with at most ${RATE_SCALE} decimals, like 1.0835.`);

/**
 * The rate a document recorded from its own currency to the account's: one unit of the document's
 * currency buys `rate` of the account's, published by `source` for `date`.
 */
export const documentRateSchema = z.object({
  rate: z.string(),
  source: rateSourceSchema,
  date: isoDateSchema,
});
export type DocumentRate = z.infer<typeof documentRateSchema>;

/**
 * What every document body carries and accepts about its rate. `exchangeRate` in an input is a rate
 * the user typed; null lets the server record the latest stored rate when the document is saved.
 */
export const exchangeRateInputFields = { exchangeRate: rateTextSchema.nullable().default(null) };
export const exchangeRateBodyFields = {
  /**
   * Null when the document is in the account's currency, or no rate was stored when it was saved.
   * An answer cached offline before documents recorded rates has none, and reads as null too.
   */
  exchangeRate: documentRateSchema.nullable().default(null),
};

export const exchangeRateQuerySchema = z
  .strictObject({ from: currencyCodeSchema, to: currencyCodeSchema })
  .refine((query) => query.from !== query.to, { message: 'Choose two different currencies.', path: ['to'] });
export type ExchangeRateQuery = z.infer<typeof exchangeRateQuerySchema>;

/** GET /api/exchange-rates: the latest stored rate between two currencies, or null when none is stored. */
export const exchangeRateAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: documentRateSchema.nullable(),
});
export type ExchangeRateAnswer = z.infer<typeof exchangeRateAnswerSchema>;
