import Router from '@koa/router';
import type { Logger } from 'pino';
import { payApplicationInputSchema, retainageReleaseInputSchema, retainageRuleSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { notFound } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, publicOrigin } from '../../http/request-input.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { wakeMailWorker } from '../mail/mail-jobs.ts';
import { actorOf } from '../document-core/document-routes.ts';
import { today } from '../document-core/request-today.ts';
import { loadEstimateCore } from '../estimates/estimate-view.ts';
import { toInvoiceBody } from '../invoices/invoice.mapper.ts';
import { loadInvoiceView } from '../invoices/invoice-view.ts';
import { loadJobRecords, toJobProgress } from './job-progress.ts';
import { submitPayApplication } from './pay-application-certification.ts';
import { renderPayApplicationPdf } from './pay-application-pdf.ts';
import { invoicePayApplication, savePayApplication } from './pay-applications.service.ts';
import { releaseRetainage, setRetainageRule } from './retainage.service.ts';

/** A pay application's number in a path: 1, 2, …; anything else is not there (404). */
function parseSequence(value: string | undefined): number {
  if (!/^[1-9][0-9]{0,5}$/.test(value ?? '')) throw notFound();
  return Number(value);
}

/**
 * Progress billing of a job (an accepted estimate): its schedule of values, retainage, pay
 * applications with their summary and continuation sheets (as PDF too), invoicing them, and releasing
 * retainage.
 */
export function progressBillingRoutes(deps: { orm: Orm; plans: PlanRules; mail: { jobs: JobQueue | undefined; from: string; logger: Logger } }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  const answerProgress = async (ctx: Parameters<typeof publicOrigin>[0] & { body: unknown; status: number }, id: string, status = 200) => {
    const core = await loadEstimateCore(em(), id);
    ctx.status = status;
    ctx.body = await toJobProgress(em(), await loadJobRecords(em(), core.estimate, core.revision), core.revision.currency, { origin: publicOrigin(ctx) });
  };
  const answerInvoice = async (ctx: Parameters<typeof publicOrigin>[0] & { body: unknown; status: number }, invoiceId: string, created: boolean) => {
    ctx.status = created ? 201 : 200;
    ctx.body = toInvoiceBody(await loadInvoiceView(em(), invoiceId), publicOrigin(ctx), today());
  };

  router.get('/estimates/:id/progress', async (ctx) => {
    actorOf(ctx);
    await answerProgress(ctx, parseId(ctx.params.id));
  });

  router.get('/estimates/:id/pay-applications/:sequence', async (ctx) => {
    actorOf(ctx);
    const sequence = parseSequence(ctx.params.sequence);
    const core = await loadEstimateCore(em(), parseId(ctx.params.id));
    const progress = await toJobProgress(em(), await loadJobRecords(em(), core.estimate, core.revision), core.revision.currency, { origin: publicOrigin(ctx), sheetOf: sequence });
    const application = progress.applications.find((candidate) => candidate.sequence === sequence);
    if (!application) throw notFound();
    ctx.body = application;
  });

  router.put('/estimates/:id/retainage', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await setRetainageRule(em(), actor, id, parseBody(retainageRuleSchema, ctx.request.body));
    await answerProgress(ctx, id);
  });

  router.post('/estimates/:id/pay-applications', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await savePayApplication(em(), actor, id, parseBody(payApplicationInputSchema, ctx.request.body));
    await answerProgress(ctx, id, 201);
  });

  router.put('/estimates/:id/pay-applications/:sequence', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await savePayApplication(em(), actor, id, parseBody(payApplicationInputSchema, ctx.request.body), parseSequence(ctx.params.sequence));
    await answerProgress(ctx, id);
  });

  router.post('/estimates/:id/pay-applications/:sequence/invoice', async (ctx) => {
    const actor = actorOf(ctx);
    const { invoiceId, created } = await invoicePayApplication(em(), deps.plans, actor, parseId(ctx.params.id), parseSequence(ctx.params.sequence));
    await answerInvoice(ctx, invoiceId, created);
  });

  router.post('/estimates/:id/pay-applications/:sequence/submit', async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const messageId = await submitPayApplication(em(), actor, id, parseSequence(ctx.params.sequence), { from: deps.mail.from, origin: publicOrigin(ctx) });
    if (messageId) await wakeMailWorker(deps.mail.jobs, messageId, deps.mail.logger);
    await answerProgress(ctx, id);
  });

  router.get('/estimates/:id/pay-applications/:sequence/pdf', async (ctx) => {
    const actor = actorOf(ctx);
    const target = { estimateId: parseId(ctx.params.id), sequence: parseSequence(ctx.params.sequence) };
    sendPdf(ctx, await renderPayApplicationPdf(em(), deps.plans, actor.accountId, target, publicOrigin(ctx)));
  });

  router.post('/estimates/:id/retainage-releases', async (ctx) => {
    const actor = actorOf(ctx);
    const { amount } = parseBody(retainageReleaseInputSchema, ctx.request.body);
    await answerInvoice(ctx, await releaseRetainage(em(), deps.plans, actor, parseId(ctx.params.id), amount), true);
  });

  return router;
}
