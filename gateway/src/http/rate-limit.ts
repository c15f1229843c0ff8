import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/orm.ts';
import type { AppState } from './app-state.ts';
import { HttpError } from './http-error.ts';

/** At most `points` per key in a fixed window of `windowSeconds`; `name` keeps each rule's keys apart in the store. */
export type RateRule = { name: string; points: number; windowSeconds: number };

/** Makes the counter of one rule. Every counter of a gateway keeps its counts in the same store. */
export type RateLimiterFactory = (rule: RateRule) => RateLimiterAbstract;

/** One count taken: `allowed` is false once the window's points are used up (the count goes on regardless). */
export type Taken = { allowed: boolean; consumed: number; msBeforeNext: number };

const inMemory = (rule: RateRule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds });

/**
 * On PostgreSQL the counts live in the shared rate_limit table, so every gateway behind a load
 * balancer sees the same numbers; the embedded database serves a single process, so memory is
 * enough there.
 */
export async function createRateLimiterFactory(db: Database): Promise<RateLimiterFactory> {
  if (db.kind === 'embedded') return inMemory;
  const pool = await db.orm.em.getConnection().getNativeClient();
  return (rule) =>
    new RateLimiterPostgres({
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.windowSeconds,
      storeClient: pool,
      storeType: 'pool',
      // The table comes from the initial migration: the limiter must not run DDL of its own.
      tableName: 'rate_limit',
      tableCreated: true,
      // Its own five-minute cleanup timer would outlive the database it was given (and every test
      // file); main.ts's hourly purge removes expired counts instead (purgeExpiredRateLimits).
      clearExpiredByTimeout: false,
      // While PostgreSQL cannot be reached this process counts on its own, so a limiter never
      // turns a database outage into an error of its own.
      insuranceLimiter: inMemory(rule),
    });
}

/** Deletes the counts whose window has ended; the embedded database's counts live in memory and expire there. */
export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  if (db.kind === 'embedded') return;
  await db.orm.em.fork().getConnection().execute('delete from "rate_limit" where "expire" < ?', [Date.now()]);
}

/** Counts one for `key`; a used-up window is an answer, not an exception. */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<Taken> {
  try {
    const result = await limiter.consume(key);
    return { allowed: true, consumed: result.consumedPoints, msBeforeNext: result.msBeforeNext };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, consumed: rejection.consumedPoints, msBeforeNext: rejection.msBeforeNext };
  }
}

/** 429 with Retry-After, and a sentence that ends by saying how long to wait. */
export function tooManyRequests(code: string, sentence: string, msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(429, code, `${sentence} Please wait ${wait} and try again.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Route middleware: every request counts against the client address; past the rule's points, 429. */
export function limitPerAddress(limiter: RateLimiterAbstract, refusal: { code: string; sentence: string }): Middleware<AppState> {
  return async function limitAddress(ctx, next) {
    const taken = await take(limiter, ctx.ip);
    if (!taken.allowed) throw tooManyRequests(refusal.code, refusal.sentence, taken.msBeforeNext);
    await next();
  };
}
