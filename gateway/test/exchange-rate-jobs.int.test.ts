import { createLogger } from '../src/logger.ts';
import type { Database } from '../src/db/orm.ts';
import { startExchangeRateRefresh } from '../src/modules/exchange-rates/exchange-rate-jobs.ts';
import { latestRatesDate } from '../src/modules/exchange-rates/latest-rate.ts';
import type { PublishedRates, RateProvider } from '../src/modules/exchange-rates/rate-provider.ts';
import { startJobQueue, type JobQueue } from '../src/modules/jobs/job-queue.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { disposeTestDatabase, openTestDatabase } from './support/test-database.ts';

let db: Database;
let queue: JobQueue;
beforeAll(async () => {
  db = await openTestDatabase();
  const databaseUrl = db.kind === 'postgres' ? db.orm.config.get('clientUrl') : undefined;
  queue = await startJobQueue(db, createLogger('silent'), { databaseUrl, pollingIntervalSeconds: 0.5 });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await queue.stop();
  await disposeTestDatabase(db);
});

const PUBLISHED: PublishedRates = { source: 'ecb', base: 'EUR', date: '2026-11-23', rates: { USD: '1.0412', GBP: '0.8321' } };

/** A provider that counts its calls and answers one recorded day. */
function countingProvider(): RateProvider & { calls: number } {
  return {
    source: 'ecb',
    calls: 0,
    async fetchLatest() {
      this.calls += 1;
      return PUBLISHED;
    },
  };
}

/** Waits until the stored rates' date is there (the job runs on another turn of the queue's polling). */
async function storedDate(deadlineMs = 15_000): Promise<string | null> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const date = await latestRatesDate(db.orm.em.fork(), 'ecb');
    if (date !== null || Date.now() > until) return date;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('fetches the rates once at start when none are stored, and not again at the next start', async () => {
  const first = countingProvider();
  await startExchangeRateRefresh(queue, db.orm, first, createLogger('silent'));
  expect(await storedDate()).toBe('2026-11-23');
  expect(first.calls).toBe(1);

  const second = countingProvider();
  await startExchangeRateRefresh(queue, db.orm, second, createLogger('silent'));
  expect(second.calls).toBe(0);
}, 30_000);
