import Router from '@koa/router';
import { referralVisitBodySchema, type ReferralVisit } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { HttpError } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { publicOrigin, requireUser } from '../../http/request-input.ts';
import { isWithinAttributionWindow } from './attribution.ts';
import { referralOverview } from './referral-overview.ts';
import { findReferrer } from './referral-queries.ts';
import { keepReferralVisit, readReferralVisit } from './referral-visit-cookie.ts';

/** The account's referral programme, and the sign-up page's report of the referral link it was opened with. */
export function referralsRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.get('/referrals', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await referralOverview(em(), user.accountId, publicOrigin(ctx), new Date());
  });

  router.post('/referrals/visits', async (ctx) => {
    const { code } = parseBody(referralVisitBodySchema, ctx.request.body);
    const referrer = await findReferrer(em(), code);
    if (!referrer) throw new HttpError(404, 'referral_not_found', 'That referral link is not valid.');
    const now = new Date();
    const earlier = readReferralVisit(ctx);
    const earlierCounts = earlier !== null && isWithinAttributionWindow(earlier.seenAt, now);
    const ownLink = ctx.state.user?.accountId === referrer.accountId;
    // First touch: a link opened earlier in the window keeps the referral.
    if (!ownLink && !earlierCounts) keepReferralVisit(ctx, { code, seenAt: now });
    const counted = !ownLink && (!earlierCounts || earlier.code === code);
    ctx.body = { referrerName: referrer.businessName, counted } satisfies ReferralVisit;
  });

  return router;
}
