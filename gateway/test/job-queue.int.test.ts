import { createLogger } from '../src/logger.ts';
import { defineJob, startJobQueue, type JobQueue } from '../src/modules/jobs/job-queue.ts';
import type { Database } from '../src/db/orm.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { disposeTestDatabase, openTestDatabase, testPostgresServer } from './support/test-database.ts';

let db: Database;
let queue: JobQueue;
beforeAll(async () => {
  db = await openTestDatabase();
  queue = await startJobQueue(db, createLogger('silent'), { databaseUrl: databaseUrlOf(db), pollingIntervalSeconds: 0.5 });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await queue.stop();
  await disposeTestDatabase(db);
});

function databaseUrlOf(database: Database): string | undefined {
  return database.kind === 'postgres' ? database.orm.config.get('clientUrl') : undefined;
}

/** Resolves with each value the handler is given, in order, once `count` have arrived. */
function collector<T>(count: number) {
  const seen: T[] = [];
  let done: (values: T[]) => void = () => {};
  const all = new Promise<T[]>((resolve) => (done = resolve));
  return {
    all,
    handle: async (value: T) => {
      seen.push(value);
      if (seen.length === count) done(seen);
    },
  };
}

it('runs a sent job once with its data, and a failing one again after its retry delay', async () => {
  const echo = defineJob<{ text: string }>('test-echo');
  const echoed = collector<{ text: string }>(1);
  await queue.register(echo, echoed.handle);
  const sentAt = Date.now();
  await queue.send(echo, { text: 'hello' });
  expect(await echoed.all).toEqual([{ text: 'hello' }]);
  // The figure the mail delivery's latency is bounded by (polling interval 0.5 s).
  expect(Date.now() - sentAt).toBeLessThan(5_000);

  const flaky = defineJob<{ n: number }>('test-flaky', { retryLimit: 1, retryDelaySeconds: 1 });
  const attempts = collector<number>(2);
  let calls = 0;
  await queue.register(flaky, async ({ n }) => {
    calls += 1;
    await attempts.handle(n);
    if (calls === 1) throw new Error('the first attempt fails');
  });
  await queue.send(flaky, { n: 7 });
  expect(await attempts.all).toEqual([7, 7]);
}, 20_000);

/** Two gateways cannot share one embedded database (its folder is locked), so this runs on PostgreSQL only. */
(testPostgresServer() ? it : it.skip)('runs each job once when two gateways work on one database', async () => {
  const second = await startJobQueue(db, createLogger('silent'), { databaseUrl: databaseUrlOf(db), pollingIntervalSeconds: 0.5 });
  try {
    const shared = defineJob<{ n: number }>('test-shared');
    const runs: number[] = [];
    const all = collector<number>(20);
    const handler = async ({ n }: { n: number }) => {
      runs.push(n);
      await all.handle(n);
    };
    await queue.register(shared, handler);
    await second.register(shared, handler);
    for (let n = 0; n < 20; n += 1) await queue.send(shared, { n });
    await all.all;
    expect([...runs].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  } finally {
    await second.stop();
  }
}, 30_000);
