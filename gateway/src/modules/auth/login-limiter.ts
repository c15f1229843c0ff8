import { createHash } from 'node:crypto';
import type { LoginLimits } from '../../config.ts';
import { take, tooManyRequests, type RateLimiterFactory } from '../../http/rate-limit.ts';

/** An admitted sign-in attempt: it already counts as a failure until `succeeded` gives the counts back. */
export type LoginAttempt = { succeeded(): Promise<void> };

export type LoginLimiter = {
  /** Admits one attempt from an address at a username, or throws 429 with Retry-After. */
  admit(ip: string, username: string): Promise<LoginAttempt>;
};

const refuse = (msBeforeNext: number) => tooManyRequests('too_many_attempts', 'Too many sign-in attempts.', msBeforeNext);

/** Hashed into the keys: a 256-character username still fits the shared table's key, and no name is stored there. */
const usernameKey = (username: string) => createHash('sha256').update(username.toLowerCase()).digest('base64url');

/**
 * Counts FAILED sign-ins three ways (OWASP ASVS 6.1.1, no malicious lockout):
 * - per (username, address): the brute force of one username from one place;
 * - per address: one place spraying many usernames;
 * - per username, over a longer window: a guesser rotating addresses. Once it is used up, only
 *   addresses that already failed for that username in their own window wait; an address that has
 *   not (the owner's, as a rule) still gets its try, so nobody can lock an owner out by guessing.
 *
 * Every attempt is counted before the password is checked, so parallel guesses cannot slip past a
 * limit while others are still being verified; a success gives its counts back, so sign-ins that
 * work never use up an address's budget (an office of thirty behind one address signs in fine).
 */
export function createLoginLimiter(limits: LoginLimits, limiterFor: RateLimiterFactory): LoginLimiter {
  const perPair = limiterFor({ name: 'login_fail_user_ip', points: limits.perUserIp, windowSeconds: limits.windowSeconds });
  const perIp = limiterFor({ name: 'login_fail_ip', points: limits.perIp, windowSeconds: limits.windowSeconds });
  const perUsername = limiterFor({
    name: 'login_fail_user',
    points: limits.perUsername,
    windowSeconds: limits.usernameWindowSeconds,
  });

  return {
    async admit(ip, username) {
      const user = usernameKey(username);
      const pair = `${user}:${ip}`;
      const pairCount = await take(perPair, pair);
      if (!pairCount.allowed) throw refuse(pairCount.msBeforeNext);
      const ipCount = await take(perIp, ip);
      if (!ipCount.allowed) {
        await perPair.reward(pair);
        throw refuse(ipCount.msBeforeNext);
      }
      const userCount = await take(perUsername, user);
      const addressFailedBefore = pairCount.consumed > 1;
      if (!userCount.allowed && addressFailedBefore) {
        await perIp.reward(ip);
        // The address may try again when either its own failures or the username's expire.
        throw refuse(Math.min(pairCount.msBeforeNext, userCount.msBeforeNext));
      }
      return {
        async succeeded() {
          await Promise.all([perPair.delete(pair), perIp.reward(ip), perUsername.reward(user)]);
        },
      };
    },
  };
}
