import type { SqlEntityManager } from '@mikro-orm/sql';
import { sendDocumentEmailSchema, type DocumentKind } from '@ledgerline/contracts';
import type { Logger } from 'pino';
import { transactional } from '../../db/transactional.ts';
import { HttpError } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Actor } from '../document-core/activity.ts';
import { queueDocumentEmail } from './document-email.ts';
import { wakeMailWorker } from './mail-jobs.ts';
import type { MailSendLimit } from './mail-send-limit.ts';

export type DocumentSender = {
  /**
   * Runs `markSent` (the kind's own status change) and, when the request has a body, puts the email
   * in the outbox in the same transaction; after the commit it wakes a mail worker. No body keeps
   * the older behaviour: the document is only marked sent. An email that passed every check counts
   * against the account's hourly allowance; past it, nothing is sent or marked.
   */
  send(
    em: SqlEntityManager,
    request: { actor: Actor & { userId: string }; origin: string; body: unknown },
    subject: { kind: DocumentKind; id: string },
    markSent: (tx: SqlEntityManager) => Promise<void>,
  ): Promise<void>;
};

const isEmptyBody = (body: unknown) => body == null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

const cannotAttach = () =>
  new HttpError(422, 'pdf_unavailable', 'This server cannot attach the PDF yet. Turn off "Attach PDF": the email carries the link to the document.', {
    fields: { attachPdf: ['The PDF cannot be attached on this server.'] },
  });

export function documentSender(deps: { jobs: JobQueue | undefined; from: string; canAttachPdf: boolean; logger: Logger; plans: PlanRules; sendLimit: MailSendLimit }): DocumentSender {
  return {
    async send(em, request, subject, markSent) {
      const input = isEmptyBody(request.body) ? null : parseBody(sendDocumentEmailSchema, request.body);
      if (input?.attachPdf && !deps.canAttachPdf) throw cannotAttach();
      const messageId = await transactional(em, async (tx) => {
        await markSent(tx);
        if (!input) return null;
        const watermark = await deps.plans.watermarkOf(tx, request.actor.accountId);
        const queued = await queueDocumentEmail(tx, request.actor, subject, input, { origin: request.origin, from: deps.from, watermark });
        await deps.sendLimit.count(request.actor.accountId);
        return queued;
      });
      if (messageId) await wakeMailWorker(deps.jobs, messageId, deps.logger);
    },
  };
}
