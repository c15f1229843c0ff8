import Router from '@koa/router';
import { acceptanceSchema, declineSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { parseBody } from '../../http/parse-body.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { today } from '../document-core/request-today.ts';
import { noSuchLink } from '../document-core/public-link.ts';
import { documentVerificationCode } from '../document-pdf/verification.ts';
import { loadEstimateJob } from './estimate-job.ts';
import { publicLook } from '../templates/public-look.ts';
import { toPublicEstimateBody } from './public-estimate.mapper.ts';
import { acceptEstimate, declineEstimate, findPublicEstimate, recordFirstEstimateView } from './public-estimate.service.ts';

/** The estimate behind a public link, and the client's answer to it; no sign-in needed. */
export function publicEstimateRoutes(deps: { orm: Orm; plans: PlanRules }) {
  const router = new Router<AppState>();

  /** Answers with the estimate as its client now sees it. */
  const show = async (ctx: { params: Record<string, string>; state: AppState; body: unknown }, firstView: boolean) => {
    const em = deps.orm.em.fork();
    const found = await findPublicEstimate(em, ctx.params.token ?? '');
    if (!found) throw noSuchLink('estimate');
    if (firstView) await recordFirstEstimateView(em, found.core, ctx.state.user?.accountId);
    const { job } = await loadEstimateJob(em, found.core);
    const { estimate } = found.core;
    const look = await publicLook(em, deps.plans, { kind: 'estimate', accountId: estimate.account.id, templateId: estimate.template?.id ?? null }, found.settings);
    const document = toPublicEstimateBody(found.core, found.settings, job, today());
    ctx.body = { ...document, look, verificationCode: documentVerificationCode({ kind: 'estimate', document }) };
  };

  // A secret link's answers, refusals included, stay out of referrers, indexes and caches.
  router.get('/public/estimates/:token', (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    return show(ctx, true);
  });

  router.post('/public/estimates/:token/accept', async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    const acceptance = parseBody(acceptanceSchema, ctx.request.body);
    await acceptEstimate(deps.orm.em.fork(), ctx.params.token ?? '', acceptance, { ip: ctx.ip, userAgent: ctx.get('User-Agent') });
    await show(ctx, false);
  });

  router.post('/public/estimates/:token/decline', async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    const decline = parseBody(declineSchema, ctx.request.body);
    await declineEstimate(deps.orm.em.fork(), ctx.params.token ?? '', decline);
    await show(ctx, false);
  });

  return router;
}
