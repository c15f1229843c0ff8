import type { SqlEntityManager } from '@mikro-orm/sql';
import { REFERRAL_REWARDS_PER_YEAR, type ReferralStatus } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { calendarYearOf } from './calendar-year.ts';
import {
  accountEmails,
  countReferrerRewards,
  grantFreeMonth,
  hasPaymentFingerprint,
  insertPaymentFingerprint,
  lockReferralOf,
  lockReferrer,
  settleReferral,
} from './referral-queries.ts';
import { emailDomain, isSameBusinessDomain, SAME_DOMAIN, SAME_PAYMENT_METHOD } from './self-referral.ts';

export const YEARLY_LIMIT_REACHED = 'Yearly reward limit reached';

export type ReferredPayment = {
  /** The account that paid. */
  accountId: string;
  /** The payment provider's fingerprint of the card (or other method) it paid with. */
  paymentFingerprint: string;
  /** The domain of the payer's billing email, when the provider gives one. */
  emailDomain?: string;
  at: Date;
};

/** What recording a payment did to the payer's referral; `not_referred` and `already_settled` changed nothing. */
export type ReferredPaymentOutcome =
  | { outcome: 'not_referred' }
  | { outcome: 'already_settled'; status: ReferralStatus }
  | { outcome: 'rewarded' }
  | { outcome: 'ineligible'; reason: string };

/**
 * For billing: remembers a payment method of an account (its saved methods and those it paid with),
 * so the account's referrals cannot be paid for with it.
 */
export async function recordAccountPaymentFingerprint(em: SqlEntityManager, accountId: string, fingerprint: string): Promise<void> {
  await insertPaymentFingerprint(em, accountId, fingerprint);
}

/** Why this payment cannot earn the referrer's reward, or null. */
async function paymentRefusal(tx: SqlEntityManager, referrerAccountId: string, payment: ReferredPayment): Promise<string | null> {
  if (await hasPaymentFingerprint(tx, referrerAccountId, payment.paymentFingerprint)) return SAME_PAYMENT_METHOD;
  const payerDomain = payment.emailDomain;
  if (payerDomain && (await accountEmails(tx, referrerAccountId)).some((email) => isSameBusinessDomain(emailDomain(email), payerDomain))) {
    return SAME_DOMAIN;
  }
  return null;
}

/**
 * For billing, on every successful payment of an account: the first payment of a referred account
 * settles its referral once. Both accounts get one free month, unless the payment looks like the
 * referrer's own or the referrer already earned this year's limit; then the referral is ineligible
 * with the reason. The referral row is locked, so payments recorded at the same time reward once.
 */
export function recordReferredAccountPayment(em: SqlEntityManager, payment: ReferredPayment): Promise<ReferredPaymentOutcome> {
  return transactional(em, async (tx): Promise<ReferredPaymentOutcome> => {
    await insertPaymentFingerprint(tx, payment.accountId, payment.paymentFingerprint);
    const referral = await lockReferralOf(tx, payment.accountId);
    if (!referral) return { outcome: 'not_referred' };
    if (referral.status !== 'signed_up') return { outcome: 'already_settled', status: referral.status };

    const refusal = await paymentRefusal(tx, referral.referrerAccountId, payment);
    if (refusal) return ineligible(tx, referral.id, payment.at, refusal);

    await lockReferrer(tx, referral.referrerAccountId);
    const [from, to] = calendarYearOf(payment.at);
    if ((await countReferrerRewards(tx, referral.referrerAccountId, from, to)) >= REFERRAL_REWARDS_PER_YEAR) {
      return ineligible(tx, referral.id, payment.at, YEARLY_LIMIT_REACHED);
    }
    await grantFreeMonth(tx, { accountId: referral.referrerAccountId, referralId: referral.id, role: 'referrer', at: payment.at });
    await grantFreeMonth(tx, { accountId: payment.accountId, referralId: referral.id, role: 'referred', at: payment.at });
    await settleReferral(tx, referral.id, { status: 'rewarded', reason: null, paidAt: payment.at, rewardedAt: payment.at });
    return { outcome: 'rewarded' };
  });
}

async function ineligible(tx: SqlEntityManager, referralId: string, paidAt: Date, reason: string): Promise<ReferredPaymentOutcome> {
  await settleReferral(tx, referralId, { status: 'ineligible', reason, paidAt, rewardedAt: null });
  return { outcome: 'ineligible', reason };
}
