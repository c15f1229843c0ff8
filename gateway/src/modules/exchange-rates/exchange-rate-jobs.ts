import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import { latestRatesDate } from './latest-rate.ts';
import type { RateProvider } from './rate-provider.ts';
import { refreshExchangeRates } from './refresh-exchange-rates.ts';

/** Retried a few times an hour apart: the publisher may be late or briefly unreachable. */
export const refreshExchangeRatesJob = defineJob<Record<string, never>>('exchange-rates-refresh', { retryLimit: 3, retryDelaySeconds: 3600 });

/** The ECB publishes its reference rates around 16:00 CET on working days. */
const REFRESH_CRON = '30 16 * * 1-5';

/**
 * Refreshes the stored rates on the queue's schedule (once per tick however many gateways run),
 * and once at start when none are stored yet, so a new install has rates on its first day.
 */
export async function startExchangeRateRefresh(queue: JobQueue, orm: Orm, provider: RateProvider, logger: Logger): Promise<void> {
  await queue.register(refreshExchangeRatesJob, async () => {
    const outcome = await refreshExchangeRates(orm.em.fork(), provider);
    if (outcome.refreshed) return;
    logger.warn({ source: provider.source, lastDate: outcome.lastDate }, 'exchange rates not refreshed; documents keep recording the last stored rates');
    throw new Error(outcome.reason);
  });
  await queue.schedule(refreshExchangeRatesJob, REFRESH_CRON, {});
  if ((await latestRatesDate(orm.em.fork(), provider.source)) === null) await queue.send(refreshExchangeRatesJob, {});
}
