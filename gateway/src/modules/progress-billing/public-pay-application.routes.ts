import Router from '@koa/router';
import { payApplicationCertifyInputSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { publicOrigin } from '../../http/request-input.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { certifyPayApplication, findPayApplicationByToken, loadPublicPayApplication } from './pay-application-certification.ts';
import { renderPayApplicationPdf } from './pay-application-pdf.ts';

/** A pay application behind its public link, which its client reads, downloads and certifies; no sign-in needed. */
export function publicPayApplicationRoutes(deps: { orm: Orm; plans: PlanRules }) {
  const router = new Router<AppState>();
  const path = '/public/pay-applications/:token';

  // A secret link's answers, refusals included, stay out of referrers, indexes and caches.
  router.get(path, async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    ctx.body = await loadPublicPayApplication(deps.orm.em.fork(), ctx.params.token ?? '');
  });

  router.post(`${path}/certify`, async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    const input = parseBody(payApplicationCertifyInputSchema, ctx.request.body);
    const token = ctx.params.token ?? '';
    await certifyPayApplication(deps.orm.em.fork(), token, input, { ip: ctx.ip, userAgent: ctx.get('User-Agent') });
    ctx.body = await loadPublicPayApplication(deps.orm.em.fork(), token);
  });

  router.get(`${path}/pdf`, async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    const em = deps.orm.em.fork();
    const found = await findPayApplicationByToken(em, ctx.params.token ?? '');
    sendPdf(ctx, await renderPayApplicationPdf(em, deps.plans, found.accountId, found, publicOrigin(ctx)));
  });

  return router;
}
