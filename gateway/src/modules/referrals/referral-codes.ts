import { randomBytes } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { upsertReferralCode } from './referral-queries.ts';

/** 72 random bits as 12 URL-safe characters: short enough to type, too many to guess. */
const newReferralCode = () => randomBytes(9).toString('base64url');

/** The account's referral code, created the first time it is asked for. */
export function referralCodeOf(em: SqlEntityManager, accountId: string): Promise<string> {
  return upsertReferralCode(em, accountId, newReferralCode());
}

/** The address a referrer shares: the sign-up page, carrying the code. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?ref=${encodeURIComponent(code)}`;
}
