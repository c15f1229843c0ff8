import Router from '@koa/router';
import type { PaymentMode } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { today } from '../document-core/request-today.ts';
import { noSuchLink } from '../document-core/public-link.ts';
import { documentVerificationCode } from '../document-pdf/verification.ts';
import { publicLook } from '../templates/public-look.ts';
import { payNowOf } from '../payments/online-invoice-payments.ts';
import { toPublicInvoiceBody } from './public-invoice.mapper.ts';
import { findPublicInvoice, recordFirstInvoiceView } from './public-invoice.service.ts';

/** The invoice behind a public link; no sign-in needed. */
export function publicInvoiceRoutes(deps: { orm: Orm; paymentMode: PaymentMode; plans: PlanRules }) {
  const router = new Router<AppState>();

  router.get('/public/invoices/:token', async (ctx) => {
    const em = deps.orm.em.fork();
    const found = await findPublicInvoice(em, ctx.params.token ?? '');
    if (!found) throw noSuchLink('invoice');
    await recordFirstInvoiceView(em, found.view, ctx.state.user?.accountId);
    ctx.set(PUBLIC_LINK_HEADERS);
    const { invoice } = found.view;
    const look = await publicLook(em, deps.plans, { kind: 'invoice', accountId: invoice.account.id, templateId: invoice.template?.id ?? null }, found.settings);
    const document = toPublicInvoiceBody(found.view, found.settings, today());
    const payNow = payNowOf(invoice, found.settings, deps.paymentMode, await deps.plans.allows(em, invoice.account.id, 'onlinePayments'));
    ctx.body = { ...document, look, verificationCode: documentVerificationCode({ kind: 'invoice', document }), payNow };
  });

  return router;
}
