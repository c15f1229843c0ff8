import Router from '@koa/router';
import type { Context } from 'koa';
import { invoiceInputSchema, invoiceLinkActionSchema, invoiceListQuerySchema, invoiceUpdateSchema, paymentInputSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, requestOrigin, requireUser } from '../../http/request-input.ts';
import type { Actor } from '../document-core/activity.ts';
import { todayIso } from '../document-core/dates.ts';
import { toLinkBody } from '../document-core/public-link.ts';
import { duplicateInvoice } from './duplicate-invoice.ts';
import type { InvoiceLister } from './invoice-list.ts';
import { toInvoiceBody } from './invoice.mapper.ts';
import { loadInvoiceView } from './invoice-view.ts';
import { changeLink, createInvoice, deleteInvoice, sendInvoice, updateInvoice, voidInvoice } from './invoices.service.ts';
import { addPayment, deletePayment } from './payments.service.ts';

type Ctx = Context & { state: AppState; params: Record<string, string> };

/** The account's invoices: list, CRUD, payments, and the lifecycle actions. */
export function invoicesRoutes(deps: { orm: Orm; listInvoices: InvoiceLister }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  const actorOf = (ctx: Ctx): Actor => {
    const user = requireUser(ctx.state);
    return { accountId: user.accountId, userId: user.id };
  };
  /** Answers with the invoice as it is now, read fresh after the change. */
  const respond = async (ctx: Ctx, id: string, status = 200) => {
    const body = toInvoiceBody(await loadInvoiceView(em(), id), requestOrigin(ctx), todayIso());
    ctx.status = status;
    ctx.body = body;
  };

  router.get('/invoices', async (ctx) => {
    const user = requireUser(ctx.state);
    const query = parseQuery(invoiceListQuerySchema, ctx.query);
    ctx.body = await deps.listInvoices(em(), user.accountId, query, todayIso());
  });

  router.post('/invoices', async (ctx) => {
    const actor = actorOf(ctx);
    const input = parseBody(invoiceInputSchema, ctx.request.body);
    await respond(ctx, await createInvoice(em(), actor, input), 201);
  });

  router.get('/invoices/:id', async (ctx) => {
    requireUser(ctx.state);
    await respond(ctx, parseId(ctx.params.id));
  });

  router.put('/invoices/:id', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await updateInvoice(em(), actor, id, parseBody(invoiceUpdateSchema, ctx.request.body));
    await respond(ctx, id);
  });

  router.delete('/invoices/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    await deleteInvoice(em(), user.accountId, parseId(ctx.params.id));
    ctx.status = 204;
  });

  router.post('/invoices/:id/payments', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await addPayment(em(), actor, id, parseBody(paymentInputSchema, ctx.request.body));
    await respond(ctx, id, 201);
  });

  router.delete('/invoices/:id/payments/:paymentId', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await deletePayment(em(), actor, id, parseId(ctx.params.paymentId));
    await respond(ctx, id);
  });

  router.post('/invoices/:id/send', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await sendInvoice(em(), actor, id);
    await respond(ctx, id);
  });

  router.post('/invoices/:id/void', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await voidInvoice(em(), actor, id);
    await respond(ctx, id);
  });

  router.post('/invoices/:id/duplicate', async (ctx) => {
    const actor = actorOf(ctx);
    await respond(ctx, await duplicateInvoice(em(), actor, parseId(ctx.params.id)), 201);
  });

  router.post('/invoices/:id/link', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const change = parseBody(invoiceLinkActionSchema, ctx.request.body);
    ctx.body = toLinkBody(requestOrigin(ctx), 'invoice', await changeLink(em(), actor, id, change));
  });

  return router;
}
