import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoginLimits } from '../../config.ts';
import type { Database } from '../../db/orm.ts';
import { HttpError } from '../../http/http-error.ts';

export type LoginLimiter = {
  /** Counts one attempt for the address and the username; throws 429 when either is used up. */
  consume(ip: string, username: string): Promise<void>;
  /** A successful sign-in clears the username's count (the address keeps its own). */
  reset(username: string): Promise<void>;
};

function tooManyAttempts(result: RateLimiterRes): HttpError {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(429, 'too_many_attempts', `Too many sign-in attempts. Please wait ${wait} and try again.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * On PostgreSQL the counters live in the shared rate_limit table, so every gateway process behind
 * a load balancer sees the same counts; the embedded database serves a single process, so memory
 * is enough there.
 */
async function createLimiters(db: Database, limits: LoginLimits): Promise<[RateLimiterAbstract, RateLimiterAbstract]> {
  const common = { duration: limits.windowSeconds };
  if (db.kind === 'embedded') {
    return [
      new RateLimiterMemory({ ...common, keyPrefix: 'login_ip', points: limits.perIp }),
      new RateLimiterMemory({ ...common, keyPrefix: 'login_user', points: limits.perUsername }),
    ];
  }
  const pool = await db.orm.em.getConnection().getNativeClient();
  // The table comes from the initial migration: the limiter must not run DDL of its own.
  const store = { storeClient: pool, storeType: 'pool', tableName: 'rate_limit', tableCreated: true };
  return [
    new RateLimiterPostgres({ ...common, ...store, keyPrefix: 'login_ip', points: limits.perIp }),
    new RateLimiterPostgres({ ...common, ...store, keyPrefix: 'login_user', points: limits.perUsername }),
  ];
}

export async function createLoginLimiter(db: Database, limits: LoginLimits): Promise<LoginLimiter> {
  const [byIp, byUsername] = await createLimiters(db, limits);
  const consume = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection);
      throw rejection;
    }
  };
  return {
    async consume(ip, username) {
      await consume(byIp, ip);
      await consume(byUsername, username.toLowerCase());
    },
    async reset(username) {
      await byUsername.delete(username.toLowerCase());
    },
  };
}
