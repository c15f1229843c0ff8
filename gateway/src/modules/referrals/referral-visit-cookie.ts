import type { Context } from 'koa';
import { REFERRAL_ATTRIBUTION_DAYS, referralCodeSchema } from '@ledgerline/contracts';
import type { ReferralVisitMark } from './attribution.ts';

/**
 * Why a cookie: the first referral link a browser opens is remembered by the gateway in a signed,
 * HttpOnly first-party cookie, so sign-up (POST /api/register, whose body SPEC.md fixes) needs no
 * extra field, and page scripts can neither read nor rewrite whose link came first.
 */
const COOKIE = 'referral';
const MAX_AGE_MS = REFERRAL_ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;

/** The visit this browser's cookie records, or null when it has none or it does not parse. */
export function readReferralVisit(ctx: Context): ReferralVisitMark | null {
  const value = ctx.cookies.get(COOKIE, { signed: true });
  const [code, seenAtMs] = value?.split('.') ?? [];
  const seenAt = new Date(Number(seenAtMs));
  if (!referralCodeSchema.safeParse(code).success || Number.isNaN(seenAt.getTime())) return null;
  return { code: code!, seenAt };
}

export function keepReferralVisit(ctx: Context, visit: ReferralVisitMark): void {
  ctx.cookies.set(COOKIE, `${visit.code}.${visit.seenAt.getTime()}`, { signed: true, httpOnly: true, sameSite: 'lax', maxAge: MAX_AGE_MS });
}

/** Once an account was created the link has done its work: a second sign-up in the browser is not referred. */
export function forgetReferralVisit(ctx: Context): void {
  ctx.cookies.set(COOKIE, null, { signed: true, httpOnly: true, sameSite: 'lax' });
}
