import type { Orm } from '../../db/orm.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { publicDocumentRoutes } from '../document-core/public-document-routes.ts';
import { today } from '../document-core/request-today.ts';
import { loadChangeOrderCore } from './change-order-view.ts';
import { toPublicChangeOrderBody } from './public-change-order.mapper.ts';
import { approveChangeOrder, declineChangeOrder, recordFirstChangeOrderView } from './public-change-order.service.ts';

/** The change order behind a public link, and the client's answer to it; no sign-in needed. */
export function publicChangeOrderRoutes(deps: { orm: Orm; plans: PlanRules }) {
  return publicDocumentRoutes(deps, {
    kind: 'change_order',
    load: loadChangeOrderCore,
    recordFirstView: (em, found, viewer) => recordFirstChangeOrderView(em, found.view, viewer),
    templateId: (core) => core.changeOrder.template?.id ?? null,
    body: async (_em, found) => toPublicChangeOrderBody(found.view, found.settings, today()),
    answers: {
      accept: (em, token, acceptance, request) => approveChangeOrder(em, deps.plans, token, acceptance, request),
      decline: declineChangeOrder,
    },
  });
}
