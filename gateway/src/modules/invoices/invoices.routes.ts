import Router from '@koa/router';
import { invoiceInputSchema, invoiceVoidInputSchema, invoiceListQuerySchema, invoiceUpdateSchema, paymentInputSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from 'pino';
import type { JobQueue } from '../jobs/job-queue.ts';
import { wakeMailWorker } from '../mail/mail-jobs.ts';
import type { DocumentSender } from '../mail/send-document.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, publicOrigin } from '../../http/request-input.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { today } from '../document-core/request-today.ts';
import { actorOf, addDocumentRoutes } from '../document-core/document-routes.ts';
import { duplicateInvoice } from './duplicate-invoice.ts';
import type { InvoiceLister } from './invoice-list.ts';
import { toInvoiceBody } from './invoice.mapper.ts';
import { loadInvoiceView } from './invoice-view.ts';
import { changeLink, createInvoice, deleteInvoice, sendInvoice, updateInvoice, voidInvoice } from './invoices.service.ts';
import { addPayment, deletePayment } from './payments.service.ts';

/**
 * The account's invoices: list, CRUD, payments, and the lifecycle actions. `settleRefunds` asks
 * the payment provider for the refunds a void decided, once it is committed.
 */
export function invoicesRoutes(deps: {
  orm: Orm;
  listInvoices: InvoiceLister;
  sender: DocumentSender;
  plans: PlanRules;
  settleRefunds: () => Promise<void>;
  mail: { jobs: JobQueue | undefined; from: string; logger: Logger };
}) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  const { respond } = addDocumentRoutes(router, {
    kind: 'invoice',
    sender: deps.sender,
    em,
    plans: deps.plans,
    listQuerySchema: invoiceListQuerySchema,
    inputSchema: invoiceInputSchema,
    updateSchema: invoiceUpdateSchema,
    body: async (ctx, id) => toInvoiceBody(await loadInvoiceView(em(), id), publicOrigin(ctx), today()),
    list: (manager, accountId, query) => deps.listInvoices(manager, accountId, query, today()),
    create: (manager, actor, input) => createInvoice(manager, actor, input),
    update: updateInvoice,
    remove: deleteInvoice,
    send: sendInvoice,
    changeLink,
  });

  router.post('/invoices/:id/payments', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const input = parseBody(paymentInputSchema, ctx.request.body);
    const receipts = { origin: publicOrigin(ctx), from: deps.mail.from, watermark: await deps.plans.watermarkOf(em(), actor.accountId) };
    const receiptId = await addPayment(em(), actor, id, input, receipts);
    if (receiptId) await wakeMailWorker(deps.mail.jobs, receiptId, deps.mail.logger);
    await respond(ctx, id, 201);
  });

  router.delete('/invoices/:id/payments/:paymentId', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await deletePayment(em(), actor, id, parseId(ctx.params.paymentId));
    await respond(ctx, id);
  });

  router.post('/invoices/:id/void', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await voidInvoice(em(), actor, id, parseBody(invoiceVoidInputSchema, ctx.request.body ?? {}), today());
    await deps.settleRefunds();
    await respond(ctx, id);
  });

  router.post('/invoices/:id/duplicate', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await respond(ctx, await deps.plans.withRoomFor(em(), actor.accountId, 'documentsPerMonth', (tx) => duplicateInvoice(tx, actor, id)), 201);
  });

  return router;
}
