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
import { toPublicChangeOrderBody } from './public-change-order.mapper.ts';
import { publicLook } from '../templates/public-look.ts';
import { approveChangeOrder, declineChangeOrder, findPublicChangeOrder, recordFirstChangeOrderView } from './public-change-order.service.ts';

/** The change order behind a public link, and the client's answer to it; no sign-in needed. */
export function publicChangeOrderRoutes(deps: { orm: Orm; plans: PlanRules }) {
  const router = new Router<AppState>();

  /** Answers with the change order as its client now sees it. */
  const show = async (ctx: { params: Record<string, string>; state: AppState; body: unknown }, firstView: boolean) => {
    const em = deps.orm.em.fork();
    const found = await findPublicChangeOrder(em, ctx.params.token ?? '');
    if (!found) throw noSuchLink('change_order');
    if (firstView) await recordFirstChangeOrderView(em, found.core, ctx.state.user?.accountId);
    const { changeOrder } = found.core;
    const look = await publicLook(em, deps.plans, { kind: 'change_order', accountId: changeOrder.account.id, templateId: changeOrder.template?.id ?? null }, found.settings);
    const document = toPublicChangeOrderBody(found.core, found.settings, today());
    ctx.body = { ...document, look, verificationCode: documentVerificationCode({ kind: 'change_order', document }) };
  };

  // A secret link's answers, refusals included, stay out of referrers, indexes and caches.
  router.get('/public/change-orders/:token', (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    return show(ctx, true);
  });

  router.post('/public/change-orders/:token/approve', async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    const acceptance = parseBody(acceptanceSchema, ctx.request.body);
    await approveChangeOrder(deps.orm.em.fork(), deps.plans, ctx.params.token ?? '', acceptance, { ip: ctx.ip, userAgent: ctx.get('User-Agent') });
    await show(ctx, false);
  });

  router.post('/public/change-orders/:token/decline', async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    const decline = parseBody(declineSchema, ctx.request.body);
    await declineChangeOrder(deps.orm.em.fork(), ctx.params.token ?? '', decline);
    await show(ctx, false);
  });

  return router;
}
