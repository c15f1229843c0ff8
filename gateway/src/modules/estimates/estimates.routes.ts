import Router from '@koa/router';
import { estimateConvertSchema, estimateInputSchema, estimateListQuerySchema, estimateUpdateSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { DocumentSender } from '../mail/send-document.ts';
import type { AppState } from '../../http/app-state.ts';
import { notFound } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, publicOrigin, requireUser } from '../../http/request-input.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { today } from '../document-core/request-today.ts';
import { actorOf, addDocumentRoutes } from '../document-core/document-routes.ts';
import { toInvoiceBody } from '../invoices/invoice.mapper.ts';
import { loadInvoiceView } from '../invoices/invoice-view.ts';
import { duplicateEstimate } from './duplicate-estimate.ts';
import { convertEstimate } from './estimate-conversion.ts';
import { loadEstimateJob } from './estimate-job.ts';
import { listEstimates } from './estimate-list.ts';
import { toEstimateBody, toRevisionBody } from './estimate.mapper.ts';
import { loadEstimateCore, loadEstimateView } from './estimate-view.ts';
import { changeEstimateLink, createEstimate, deleteEstimate, reviseEstimate, sendEstimate, updateEstimate } from './estimates.service.ts';

/** A revision number in a path: a positive whole number, or nothing there (404). */
function parseRevision(value: string | undefined): number {
  const revision = Number(value);
  if (!/^[1-9][0-9]{0,8}$/.test(value ?? '') || !Number.isSafeInteger(revision)) throw notFound();
  return revision;
}

/** The account's estimates: list, CRUD, and the lifecycle: send, revise, convert, duplicate, link. */
export function estimatesRoutes(deps: { orm: Orm ; sender: DocumentSender; plans: PlanRules }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  const { respond } = addDocumentRoutes(router, {
    kind: 'estimate',
    sender: deps.sender,
    em,
    plans: deps.plans,
    listQuerySchema: estimateListQuerySchema,
    inputSchema: estimateInputSchema,
    updateSchema: estimateUpdateSchema,
    body: async (ctx, id) => {
      const view = await loadEstimateView(em(), id);
      const { invoices, job } = await loadEstimateJob(em(), view);
      return toEstimateBody(view, job, invoices, publicOrigin(ctx), today());
    },
    list: (manager, accountId, query) => listEstimates(manager, accountId, query, today()),
    create: (manager, actor, input) => createEstimate(manager, actor, input),
    update: updateEstimate,
    remove: deleteEstimate,
    send: sendEstimate,
    changeLink: changeEstimateLink,
  });

  router.get('/estimates/:id/revisions/:revision', async (ctx) => {
    requireUser(ctx.state);
    const core = await loadEstimateCore(em(), parseId(ctx.params.id), parseRevision(ctx.params.revision));
    ctx.body = toRevisionBody(core, today());
  });

  router.post('/estimates/:id/revise', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await reviseEstimate(em(), actor, id);
    await respond(ctx, id);
  });

  router.post('/estimates/:id/convert', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const { invoiceId, created } = await convertEstimate(em(), deps.plans, actor, id, parseBody(estimateConvertSchema, ctx.request.body));
    ctx.status = created ? 201 : 200;
    ctx.body = toInvoiceBody(await loadInvoiceView(em(), invoiceId), publicOrigin(ctx), today());
  });

  router.post('/estimates/:id/duplicate', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await respond(ctx, await deps.plans.withRoomFor(em(), actor.accountId, 'documentsPerMonth', (tx) => duplicateEstimate(tx, actor, id)), 201);
  });

  return router;
}
