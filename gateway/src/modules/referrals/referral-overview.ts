import type { SqlEntityManager } from '@mikro-orm/sql';
import { REFERRAL_REWARDS_PER_YEAR, type Referral, type ReferralOverview } from '@ledgerline/contracts';
import { calendarYearOf } from './calendar-year.ts';
import { referralCodeOf, referralLink } from './referral-codes.ts';
import { countReferrerRewards, freeMonthsOf, listReferrals, type ReferralRow } from './referral-queries.ts';

function toReferralBody(row: ReferralRow): Referral {
  return {
    id: row.id,
    referredName: row.referred_name,
    status: row.status,
    ...(row.reason ? { reason: row.reason } : {}),
    signedUpAt: new Date(row.signed_up_at).toISOString(),
    ...(row.paid_at ? { paidAt: new Date(row.paid_at).toISOString() } : {}),
    ...(row.rewarded_at ? { rewardedAt: new Date(row.rewarded_at).toISOString() } : {}),
  };
}

/** GET /api/referrals: the account's code and link, its referrals, and its rewards this year. */
export async function referralOverview(em: SqlEntityManager, accountId: string, origin: string, now: Date): Promise<ReferralOverview> {
  const code = await referralCodeOf(em, accountId);
  const [from, to] = calendarYearOf(now);
  const [rows, granted, freeMonthsLeft] = [await listReferrals(em, accountId), await countReferrerRewards(em, accountId, from, to), await freeMonthsOf(em, accountId)];
  return {
    code,
    link: referralLink(origin, code),
    referrals: rows.map(toReferralBody),
    rewards: { granted, cap: REFERRAL_REWARDS_PER_YEAR, freeMonthsLeft },
  };
}
