import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/orm.ts';

/** A kind of background job and the shape of its data; define one per job with defineJob. */
export type JobDefinition<T extends object> = {
  name: string;
  /** Attempts after the first when the handler throws, spaced by pg-boss's exponential backoff. */
  retryLimit: number;
  /** Seconds before the first retry (doubling after each). */
  retryDelaySeconds: number;
  /** Only carried for the type: what send() takes and the handler receives. */
  readonly data?: T;
};

export function defineJob<T extends object>(name: string, options: { retryLimit?: number; retryDelaySeconds?: number } = {}): JobDefinition<T> {
  return { name, retryLimit: options.retryLimit ?? 3, retryDelaySeconds: options.retryDelaySeconds ?? 5 };
}

export type SendOptions = {
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
};

/**
 * The gateway's one job queue (DESIGN.md section 4): jobs live in the database, so a job sent by one
 * gateway is run once by whichever gateway claims it, and survives a restart.
 */
export type JobQueue = {
  /** Runs `handler` for each job of this kind; a throw retries the job with backoff. */
  register<T extends object>(job: JobDefinition<T>, handler: (data: T) => Promise<void>): Promise<void>;
  send<T extends object>(job: JobDefinition<T>, data: T, options?: SendOptions): Promise<void>;
  /** Sends the job on a cron schedule (UTC); one run per tick however many gateways are running. */
  schedule<T extends object>(job: JobDefinition<T>, cron: string, data: T): Promise<void>;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /** PostgreSQL's address, for pg-boss's own pool; ignored on the embedded database. */
  databaseUrl: string | undefined;
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds: number;
};

/**
 * pg-boss on PostgreSQL uses its own small pool. On the embedded PGlite it shares the ORM's one
 * connection through pg-boss's PGlite adapter: PGlite runs every query and transaction exclusively,
 * so a job query waits for a request's transaction to end instead of landing inside it.
 */
async function bossOptions(db: Database, options: JobQueueOptions): Promise<ConstructorOptions> {
  const common = { schema: 'pgboss', persistWarnings: false, monitorVacuum: false } as const;
  if (db.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('The job queue needs the PostgreSQL address.');
    return { ...common, connectionString: options.databaseUrl, max: 3, application_name: 'ledgerline-jobs' };
  }
  const connection = db.orm.em.getConnection() as unknown as { getNativeClient(): Promise<Parameters<typeof fromPglite>[0]> };
  return { ...common, db: fromPglite(await connection.getNativeClient()), backend: 'pglite' };
}

/** Starts pg-boss (creating or migrating its schema) and answers the queue's API. */
export async function startJobQueue(db: Database, logger: Logger, options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss(await bossOptions(db, options));
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (job: JobDefinition<object>) => {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, { retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: true });
    created.add(job.name);
  };
  return {
    async register<T extends object>(job: JobDefinition<T>, handler: (data: T) => Promise<void>) {
      await ensureQueue(job);
      await boss.work<T>(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async ([claimed]) => {
        if (claimed) await handler(claimed.data);
      });
    },
    async send(job, data, sendOptions = {}) {
      await ensureQueue(job);
      await boss.send(job.name, data, sendOptions.delaySeconds ? { startAfter: sendOptions.delaySeconds } : {});
    },
    async schedule(job, cron, data) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, data, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
