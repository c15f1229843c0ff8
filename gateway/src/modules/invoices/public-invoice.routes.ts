import type { PaymentMode } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { publicDocumentRoutes } from '../document-core/public-document-routes.ts';
import { today } from '../document-core/request-today.ts';
import { payNowOf } from '../payments/online-invoice-payments.ts';
import { loadInvoiceView } from './invoice-view.ts';
import { toPublicInvoiceBody } from './public-invoice.mapper.ts';
import { recordFirstInvoiceView } from './public-invoice.service.ts';

/** The invoice behind a public link, with what its client may pay online; no sign-in needed. */
export function publicInvoiceRoutes(deps: { orm: Orm; paymentMode: PaymentMode; plans: PlanRules }) {
  return publicDocumentRoutes(deps, {
    kind: 'invoice',
    load: loadInvoiceView,
    recordFirstView: (em, found, viewer) => recordFirstInvoiceView(em, found.view, viewer),
    templateId: (view) => view.invoice.template?.id ?? null,
    body: async (_em, found) => toPublicInvoiceBody(found.view, found.settings, today()),
    extras: async (em, found) => {
      const { invoice } = found.view;
      return { payNow: payNowOf(invoice, found.settings, deps.paymentMode, await deps.plans.allows(em, found.accountId, 'onlinePayments')) };
    },
  });
}
