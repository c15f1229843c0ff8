import type { SqlEntityManager } from '@mikro-orm/sql';
import { REFERRAL_ATTRIBUTION_DAYS } from '@ledgerline/contracts';
import { accountEmails, findReferrer, insertReferral } from './referral-queries.ts';
import { signUpRefusal } from './self-referral.ts';

/** The referral link a browser opened first, and when. */
export type ReferralVisitMark = { code: string; seenAt: Date };

const WINDOW_MS = REFERRAL_ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;

export function isWithinAttributionWindow(seenAt: Date, now: Date): boolean {
  const age = now.getTime() - seenAt.getTime();
  return age >= 0 && age <= WINDOW_MS;
}

/**
 * Records a new account as the referral of the link its browser opened first, if that was within
 * the attribution window. A sign-up the self-referral rules refuse is recorded as ineligible, with
 * the reason, so the referrer sees why it earns nothing. Runs in the sign-up's transaction.
 */
export async function attributeSignUp(
  em: SqlEntityManager,
  signUp: { referredAccountId: string; referredEmail: string; visit: ReferralVisitMark; now: Date },
): Promise<void> {
  if (!isWithinAttributionWindow(signUp.visit.seenAt, signUp.now)) return;
  const referrer = await findReferrer(em, signUp.visit.code);
  if (!referrer || referrer.accountId === signUp.referredAccountId) return;
  const reason = signUpRefusal(signUp.referredEmail, await accountEmails(em, referrer.accountId));
  await insertReferral(em, {
    referrerAccountId: referrer.accountId,
    referredAccountId: signUp.referredAccountId,
    status: reason ? 'ineligible' : 'signed_up',
    reason,
    signedUpAt: signUp.now,
  });
}
