import type { SqlEntityManager } from '@mikro-orm/sql';
import { transactional } from '../../db/transactional.ts';
import type { RateProvider } from './rate-provider.ts';
import { latestRatesDate } from './latest-rate.ts';

export type RefreshOutcome =
  | { refreshed: true; source: string; date: string; count: number }
  /** The provider could not be reached or read: the stored rates stay as they were, with their date. */
  | { refreshed: false; reason: string; lastDate: string | null };

/**
 * Fetches the provider's latest rates and stores them beside the earlier days' (a day fetched again
 * replaces that day's rates, in case the publisher corrected one). When the provider fails, nothing
 * changes: documents go on recording the last stored rates with their own date, never a guess.
 */
export async function refreshExchangeRates(em: SqlEntityManager, provider: RateProvider): Promise<RefreshOutcome> {
  let published;
  try {
    published = await provider.fetchLatest();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { refreshed: false, reason, lastDate: await latestRatesDate(em, provider.source) };
  }
  const entries = Object.entries(published.rates);
  await transactional(em, async (tx) => {
    for (const [currency, rate] of entries) {
      await tx.execute(
        `insert into exchange_rate (id, source, date, base, currency, rate, fetched_at) values (gen_random_uuid(), ?, ?, ?, ?, ?, now())
        on conflict (source, date, currency) do update set rate = excluded.rate, base = excluded.base, fetched_at = excluded.fetched_at`,
        [published.source, published.date, published.base, currency, rate],
      );
    }
  });
  return { refreshed: true, source: published.source, date: published.date, count: entries.length };
}
