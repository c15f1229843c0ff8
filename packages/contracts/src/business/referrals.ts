import { z } from 'zod';

/** A visitor who signs up within this many days of first opening a referral link is attributed to it. */
export const REFERRAL_ATTRIBUTION_DAYS = 60;

/** Rewards one referrer can earn in a calendar year (one free month each). */
export const REFERRAL_REWARDS_PER_YEAR = 6;

/** Codes are URL-safe: letters, digits, '_' and '-'. */
export const referralCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'That referral code is not valid.');

export const REFERRAL_STATUSES = ['signed_up', 'paid', 'rewarded', 'ineligible'] as const;
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const referralSchema = z.object({
  id: z.string(),
  /** The referred business's name; never its email address. */
  referredName: z.string(),
  status: referralStatusSchema,
  /** Why an ineligible referral earns nothing. */
  reason: z.string().optional(),
  signedUpAt: z.string(),
  paidAt: z.string().optional(),
  rewardedAt: z.string().optional(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralOverviewSchema = z.object({
  code: referralCodeSchema,
  /** The address to share: the sign-up page carrying the code. */
  link: z.string(),
  referrals: z.array(referralSchema),
  rewards: z.object({
    /** Rewards earned as referrer in the current calendar year. */
    granted: z.number().int().nonnegative(),
    cap: z.number().int().positive(),
    /** Free months earned (as referrer or as referred) and not yet used by a renewal. */
    freeMonthsLeft: z.number().int().nonnegative(),
  }),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

/** POST /api/referrals/visits: the sign-up page reports the code of the link it was opened with. */
export const referralVisitBodySchema = z.strictObject({ code: referralCodeSchema });
export type ReferralVisitBody = z.infer<typeof referralVisitBodySchema>;

export const referralVisitSchema = z.object({
  /** The business that shared the link, to greet the visitor with. */
  referrerName: z.string(),
  /** False when an earlier link is kept (first touch) or the link is the visitor's own. */
  counted: z.boolean(),
});
export type ReferralVisit = z.infer<typeof referralVisitSchema>;

/** How the referrals page names each status. */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  signed_up: 'Signed up',
  paid: 'Paid',
  rewarded: 'Reward granted',
  ineligible: 'Ineligible',
};
