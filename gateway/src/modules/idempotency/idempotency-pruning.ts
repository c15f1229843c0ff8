import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';

/**
 * How long a request's Idempotency-Key (payments, document saves) is remembered: a retry within this time gets the first
 * answer; after it the key is forgotten and may be used again. Stripe keeps its keys for 24 hours too.
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Not retried: the next hourly run deletes whatever this one left. */
export const pruneIdempotencyRecordsJob = defineJob<Record<string, never>>('idempotency-pruning', { retryLimit: 0 });

/** Every hour, so no key outlives its retention by more than an hour; once per tick however many gateways run. */
const PRUNING_CRON = '17 * * * *';

/**
 * Deletes the records older than the retention, finished or not: one still in flight after a day
 * belongs to a request that died half way, and keeping it would refuse that key forever. Raw SQL
 * across every account (a job has no account), by the creation time the record keeps.
 */
export async function pruneIdempotencyRecords(orm: Orm, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  const deleted = await orm.em.fork().getConnection().execute<{ id: string }[]>(
    'delete from "idempotency_record" where "created_at" < ? returning "id"',
    [cutoff],
  );
  return deleted.length;
}

export async function startIdempotencyPruning(queue: JobQueue, orm: Orm, logger: Logger): Promise<void> {
  await queue.register(pruneIdempotencyRecordsJob, async () => {
    const deleted = await pruneIdempotencyRecords(orm);
    if (deleted > 0) logger.info({ deleted }, 'pruned idempotency records');
  });
  await queue.schedule(pruneIdempotencyRecordsJob, PRUNING_CRON, {});
}
