import Router from '@koa/router';
import type { Context } from 'koa';
import { documentLinkActionSchema, estimateConvertSchema, estimateInputSchema, estimateListQuerySchema, estimateUpdateSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { notFound } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, requestOrigin, requireUser } from '../../http/request-input.ts';
import type { Actor } from '../document-core/activity.ts';
import { todayIso } from '../document-core/dates.ts';
import { toLinkBody } from '../document-core/public-link.ts';
import { toInvoiceBody } from '../invoices/invoice.mapper.ts';
import { loadInvoiceView } from '../invoices/invoice-view.ts';
import { duplicateEstimate } from './duplicate-estimate.ts';
import { convertEstimate } from './estimate-conversion.ts';
import { loadEstimateJob } from './estimate-job.ts';
import { listEstimates } from './estimate-list.ts';
import { toEstimateBody, toRevisionBody } from './estimate.mapper.ts';
import { loadEstimateCore, loadEstimateView } from './estimate-view.ts';
import { changeEstimateLink, createEstimate, deleteEstimate, reviseEstimate, sendEstimate, updateEstimate } from './estimates.service.ts';

type Ctx = Context & { state: AppState; params: Record<string, string> };

/** A revision number in a path: a positive whole number, or nothing there (404). */
function parseRevision(value: string | undefined): number {
  const revision = Number(value);
  if (!/^[1-9][0-9]{0,8}$/.test(value ?? '') || !Number.isSafeInteger(revision)) throw notFound();
  return revision;
}

/** The account's estimates: list, CRUD, and the lifecycle: send, revise, convert, duplicate, link. */
export function estimatesRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  const actorOf = (ctx: Ctx): Actor => {
    const user = requireUser(ctx.state);
    return { accountId: user.accountId, userId: user.id };
  };
  /** Answers with the estimate as it is now, read fresh after the change. */
  const respond = async (ctx: Ctx, id: string, status = 200) => {
    const view = await loadEstimateView(em(), id);
    const { invoices, job } = await loadEstimateJob(em(), view);
    ctx.status = status;
    ctx.body = toEstimateBody(view, job, invoices, requestOrigin(ctx), todayIso());
  };

  router.get('/estimates', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await listEstimates(em(), user.accountId, parseQuery(estimateListQuerySchema, ctx.query), todayIso());
  });

  router.post('/estimates', async (ctx) => {
    const actor = actorOf(ctx);
    await respond(ctx, await createEstimate(em(), actor, parseBody(estimateInputSchema, ctx.request.body)), 201);
  });

  router.get('/estimates/:id', async (ctx) => {
    requireUser(ctx.state);
    await respond(ctx, parseId(ctx.params.id));
  });

  router.get('/estimates/:id/revisions/:revision', async (ctx) => {
    requireUser(ctx.state);
    const core = await loadEstimateCore(em(), parseId(ctx.params.id), parseRevision(ctx.params.revision));
    ctx.body = toRevisionBody(core, todayIso());
  });

  router.put('/estimates/:id', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await updateEstimate(em(), actor, id, parseBody(estimateUpdateSchema, ctx.request.body));
    await respond(ctx, id);
  });

  router.delete('/estimates/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    await deleteEstimate(em(), user.accountId, parseId(ctx.params.id));
    ctx.status = 204;
  });

  router.post('/estimates/:id/send', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await sendEstimate(em(), actor, id);
    await respond(ctx, id);
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
    const { invoiceId, created } = await convertEstimate(em(), actor, id, parseBody(estimateConvertSchema, ctx.request.body));
    ctx.status = created ? 201 : 200;
    ctx.body = toInvoiceBody(await loadInvoiceView(em(), invoiceId), requestOrigin(ctx), todayIso());
  });

  router.post('/estimates/:id/duplicate', async (ctx) => {
    const actor = actorOf(ctx);
    await respond(ctx, await duplicateEstimate(em(), actor, parseId(ctx.params.id)), 201);
  });

  router.post('/estimates/:id/link', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const change = parseBody(documentLinkActionSchema, ctx.request.body);
    ctx.body = toLinkBody(requestOrigin(ctx), 'estimate', await changeEstimateLink(em(), actor, id, change));
  });

  return router;
}
