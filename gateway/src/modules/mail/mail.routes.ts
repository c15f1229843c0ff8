import Router from '@koa/router';
import {
  documentKindOfCollection,
  documentEmailPreviewRequestSchema,
  mailListQuerySchema,
  type DocumentEmailDraft,
  type DocumentEmailPreview,
  type DocumentKind,
} from '@ledgerline/contracts';
import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { notFound } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, publicOrigin, requireUser } from '../../http/request-input.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { draftDocumentEmail, previewDocumentEmail } from './document-email.ts';
import { wakeMailWorker } from './mail-jobs.ts';
import { getMail, getMailAttachment, latestDocumentMail, listMail, retryMail } from './mail.service.ts';

function kindOf(collection: string | undefined): DocumentKind {
  const kind = collection ? documentKindOfCollection(collection) : undefined;
  if (!kind) throw notFound();
  return kind;
}

/**
 * The account's sent mail (the local mailbox when no SMTP server is configured), each message as sent
 * with its attachments, a retry for one that failed, and per document the send dialog's starting
 * point, the newest message's fate and a preview of the message it holds.
 */
export function mailRoutes(deps: { orm: Orm; jobs: JobQueue | undefined; canAttachPdf: boolean; from: string; logger: Logger; plans: PlanRules }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.get('/mail', async (ctx) => {
    requireUser(ctx.state);
    const { page, pageSize } = parseQuery(mailListQuerySchema, ctx.query);
    ctx.body = await listMail(em(), page, pageSize);
  });

  router.get('/mail/:id', async (ctx) => {
    requireUser(ctx.state);
    ctx.body = await getMail(em(), parseId(ctx.params.id));
  });

  router.get('/mail/:id/attachments/:attachmentId', async (ctx) => {
    requireUser(ctx.state);
    const file = await getMailAttachment(em(), parseId(ctx.params.id), parseId(ctx.params.attachmentId));
    ctx.type = file.contentType;
    ctx.attachment(file.filename);
    ctx.body = Buffer.from(file.content);
  });

  router.post('/mail/:id/retry', async (ctx) => {
    const user = requireUser(ctx.state);
    const id = parseId(ctx.params.id);
    await retryMail(em(), { accountId: user.accountId, userId: user.id }, id);
    await wakeMailWorker(deps.jobs, id, deps.logger);
    ctx.body = await getMail(em(), id);
  });

  router.get('/:collection/:id/email', async (ctx) => {
    const user = requireUser(ctx.state);
    const kind = kindOf(ctx.params.collection);
    const id = parseId(ctx.params.id);
    const draft = await draftDocumentEmail(em(), user.accountId, kind, id, publicOrigin(ctx));
    ctx.body = { ...draft, canAttachPdf: deps.canAttachPdf, latest: await latestDocumentMail(em(), kind, id) } satisfies DocumentEmailDraft;
  });

  router.post('/:collection/:id/email-preview', async (ctx) => {
    const user = requireUser(ctx.state);
    const subject = { kind: kindOf(ctx.params.collection), id: parseId(ctx.params.id) };
    const { message } = parseBody(documentEmailPreviewRequestSchema, ctx.request.body);
    const watermark = await deps.plans.watermarkOf(em(), user.accountId);
    const preview = await previewDocumentEmail(em(), user.accountId, subject, message, { origin: publicOrigin(ctx), watermark });
    ctx.body = { from: deps.from, ...preview } satisfies DocumentEmailPreview;
  });

  return router;
}
