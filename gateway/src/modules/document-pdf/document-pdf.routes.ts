import Router from '@koa/router';
import { DOCUMENT_KIND_REGISTRY, DOCUMENT_KINDS } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { parseId, publicOrigin, requireUser } from '../../http/request-input.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { findByPublicToken, noSuchLink } from '../document-core/public-link.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';
import { renderReceiptPdf } from './render-receipt-pdf.ts';

/**
 * GET /api/{invoices,estimates,change-orders}/:id/pdf for the owner and
 * GET /api/public/{...}/:token/pdf for the client: the same PDF, rendered on the server; and
 * GET /api/invoices/:id/payments/:paymentId/receipt/pdf, a payment's receipt, for the owner.
 */
export function documentPdfRoutes(deps: { orm: Orm; plans: PlanRules }) {
  const router = new Router<AppState>();

  for (const kind of DOCUMENT_KINDS) {
    const path = DOCUMENT_KIND_REGISTRY[kind].apiCollection;
    router.get(`/${path}/:id/pdf`, async (ctx) => {
      const user = requireUser(ctx.state);
      sendPdf(ctx, await renderDocumentPdf(deps.orm.em, deps.plans, user.accountId, kind, parseId(ctx.params.id), publicOrigin(ctx)));
    });

    router.get(`/public/${path}/:token/pdf`, async (ctx) => {
      ctx.set(PUBLIC_LINK_HEADERS);
      const em = deps.orm.em.fork();
      const found = await findByPublicToken(em, kind, ctx.params.token ?? '');
      if (!found) throw noSuchLink(kind);
      sendPdf(ctx, await renderDocumentPdf(em, deps.plans, found.accountId, kind, found.id, publicOrigin(ctx)));
    });
  }

  router.get('/invoices/:id/payments/:paymentId/receipt/pdf', async (ctx) => {
    const user = requireUser(ctx.state);
    const target = { invoiceId: parseId(ctx.params.id), paymentId: parseId(ctx.params.paymentId) };
    sendPdf(ctx, await renderReceiptPdf(deps.orm.em, deps.plans, user.accountId, target, publicOrigin(ctx)));
  });

  return router;
}
