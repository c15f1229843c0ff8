import Router from '@koa/router';
import { changeOrderInputSchema, changeOrderListQuerySchema, changeOrderUpdateSchema, changeOrderVoidSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { DocumentSender } from '../mail/send-document.ts';
import type { AppState } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, publicOrigin } from '../../http/request-input.ts';
import { actorOf, addDocumentRoutes } from '../document-core/document-routes.ts';
import { today } from '../document-core/request-today.ts';
import { toInvoiceBody } from '../invoices/invoice.mapper.ts';
import { loadInvoiceView } from '../invoices/invoice-view.ts';
import { invoiceApprovedChangeOrder } from './change-order-invoicing.ts';
import { listChangeOrders } from './change-order-list.ts';
import { toChangeOrderBody } from './change-order.mapper.ts';
import { loadChangeOrderView } from './change-order-view.ts';
import { changeChangeOrderLink, createChangeOrder, deleteChangeOrder, sendChangeOrder, updateChangeOrder, voidChangeOrder } from './change-orders.service.ts';

/** The account's change orders: list (with "approved, not yet invoiced"), CRUD, send, void, invoice, link. */
export function changeOrdersRoutes(deps: { orm: Orm; sender: DocumentSender; plans: PlanRules }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  const { respond } = addDocumentRoutes(router, {
    kind: 'change_order',
    sender: deps.sender,
    em,
    plans: deps.plans,
    listQuerySchema: changeOrderListQuerySchema,
    inputSchema: changeOrderInputSchema,
    updateSchema: changeOrderUpdateSchema,
    body: async (ctx, id) => toChangeOrderBody(await loadChangeOrderView(em(), id), publicOrigin(ctx)),
    list: listChangeOrders,
    create: createChangeOrder,
    update: updateChangeOrder,
    remove: deleteChangeOrder,
    send: sendChangeOrder,
    changeLink: changeChangeOrderLink,
  });

  router.post('/change-orders/:id/void', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const { reason } = parseBody(changeOrderVoidSchema, ctx.request.body);
    await voidChangeOrder(em(), actor, id, reason);
    await respond(ctx, id);
  });

  router.post('/change-orders/:id/invoice', async (ctx) => {
    const actor = actorOf(ctx);
    const { invoiceId, created } = await invoiceApprovedChangeOrder(em(), deps.plans, actor, parseId(ctx.params.id));
    ctx.status = created ? 201 : 200;
    ctx.body = toInvoiceBody(await loadInvoiceView(em(), invoiceId), publicOrigin(ctx), today());
  });

  return router;
}
