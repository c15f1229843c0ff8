import Router from '@koa/router';
import type { Context } from 'koa';
import { changeOrderInputSchema, changeOrderListQuerySchema, changeOrderUpdateSchema, changeOrderVoidSchema, documentLinkActionSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, requestOrigin, requireUser } from '../../http/request-input.ts';
import type { Actor } from '../document-core/activity.ts';
import { toLinkBody } from '../document-core/public-link.ts';
import { todayIso } from '../document-core/dates.ts';
import { toInvoiceBody } from '../invoices/invoice.mapper.ts';
import { loadInvoiceView } from '../invoices/invoice-view.ts';
import { invoiceApprovedChangeOrder } from './change-order-invoicing.ts';
import { listChangeOrders } from './change-order-list.ts';
import { toChangeOrderBody } from './change-order.mapper.ts';
import { loadChangeOrderView } from './change-order-view.ts';
import { changeChangeOrderLink, createChangeOrder, deleteChangeOrder, sendChangeOrder, updateChangeOrder, voidChangeOrder } from './change-orders.service.ts';

type Ctx = Context & { state: AppState; params: Record<string, string> };

/** The account's change orders: list (with "approved, not yet invoiced"), CRUD, send, void, invoice, link. */
export function changeOrdersRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  const actorOf = (ctx: Ctx): Actor => {
    const user = requireUser(ctx.state);
    return { accountId: user.accountId, userId: user.id };
  };
  /** Answers with the change order as it is now, read fresh after the change. */
  const respond = async (ctx: Ctx, id: string, status = 200) => {
    const body = toChangeOrderBody(await loadChangeOrderView(em(), id), requestOrigin(ctx));
    ctx.status = status;
    ctx.body = body;
  };

  router.get('/change-orders', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await listChangeOrders(em(), user.accountId, parseQuery(changeOrderListQuerySchema, ctx.query));
  });

  router.post('/change-orders', async (ctx) => {
    const actor = actorOf(ctx);
    await respond(ctx, await createChangeOrder(em(), actor, parseBody(changeOrderInputSchema, ctx.request.body)), 201);
  });

  router.get('/change-orders/:id', async (ctx) => {
    requireUser(ctx.state);
    await respond(ctx, parseId(ctx.params.id));
  });

  router.put('/change-orders/:id', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await updateChangeOrder(em(), actor, id, parseBody(changeOrderUpdateSchema, ctx.request.body));
    await respond(ctx, id);
  });

  router.delete('/change-orders/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    await deleteChangeOrder(em(), user.accountId, parseId(ctx.params.id));
    ctx.status = 204;
  });

  router.post('/change-orders/:id/send', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await sendChangeOrder(em(), actor, id);
    await respond(ctx, id);
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
    const { invoiceId, created } = await invoiceApprovedChangeOrder(em(), actor, parseId(ctx.params.id));
    ctx.status = created ? 201 : 200;
    ctx.body = toInvoiceBody(await loadInvoiceView(em(), invoiceId), requestOrigin(ctx), todayIso());
  });

  router.post('/change-orders/:id/link', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const change = parseBody(documentLinkActionSchema, ctx.request.body);
    ctx.body = toLinkBody(requestOrigin(ctx), 'change_order', await changeChangeOrderLink(em(), actor, id, change));
  });

  return router;
}
