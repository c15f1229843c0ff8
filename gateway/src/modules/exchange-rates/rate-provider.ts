import type { RateSource } from '@ledgerline/contracts';

/** One day's rates as a provider publishes them: one unit of `base` buys `rates[currency]`. */
export type PublishedRates = {
  source: Exclude<RateSource, 'manual'>;
  base: string;
  date: string;
  /** Exact decimal text by ISO currency code. */
  rates: Record<string, string>;
};

/**
 * Where published rates come from. The European Central Bank's daily reference rates are the
 * default (ecb-provider.ts); another bank or a paid feed is another implementation of this.
 */
export interface RateProvider {
  readonly source: PublishedRates['source'];
  /** The latest published rates; throws when they cannot be fetched or read. */
  fetchLatest(): Promise<PublishedRates>;
}
