import { take, tooManyRequests, type RateLimiterFactory } from '../../http/rate-limit.ts';

/**
 * The emails an account sends by hand, counted per hour (MAIL_SENDS_PER_ACCOUNT_PER_HOUR). They all
 * leave from the app's own sender address, so one account must not turn it into a mailing list.
 */
export type MailSendLimit = {
  /** Counts one email of the account; past the hour's allowance, a 429 with Retry-After. */
  count(accountId: string): Promise<void>;
};

export function mailSendLimit(limiterFor: RateLimiterFactory, perHour: number): MailSendLimit {
  const limiter = limiterFor({ name: 'mail_sends_account', points: perHour, windowSeconds: 3600 });
  return {
    async count(accountId) {
      const taken = await take(limiter, accountId);
      if (!taken.allowed) {
        throw tooManyRequests('mail_send_limit', `An account can send at most ${perHour} emails an hour, and this one has sent them.`, taken.msBeforeNext);
      }
    },
  };
}
