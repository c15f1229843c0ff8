import Router from '@koa/router';
import { changeOrderInputSchema, changeOrderListQuerySchema, changeOrderUpdateSchema, changeOrderVoidSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { DocumentSender } from '../mail/send-document.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, requestOrigin } from '../../http/request-input.ts';
import { actorOf, addDocumentRoutes } from '../document-core/document-routes.ts';
import { listChangeOrders } from './change-order-list.ts';
import { toChangeOrderBody } from './change-order.mapper.ts';
import { loadChangeOrderView } from './change-order-view.ts';
import { changeChangeOrderLink, createChangeOrder, deleteChangeOrder, sendChangeOrder, updateChangeOrder, voidChangeOrder } from './change-orders.service.ts';

/** The account's change orders: list (with "approved, not yet invoiced"), CRUD, send, void, link. */
export function changeOrdersRoutes(deps: { orm: Orm ; sender: DocumentSender }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  const { respond } = addDocumentRoutes(router, {
    kind: 'change_order',
    sender: deps.sender,
    path: '/change-orders',
    em,
    listQuerySchema: changeOrderListQuerySchema,
    inputSchema: changeOrderInputSchema,
    updateSchema: changeOrderUpdateSchema,
    body: async (ctx, id) => toChangeOrderBody(await loadChangeOrderView(em(), id), requestOrigin(ctx)),
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

  return router;
}
