import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentKind } from '@ledgerline/contracts';
import { ACROSS_ACCOUNTS } from '../../db/account-scope.ts';
import type { Orm } from '../../db/orm.ts';
import { HttpError } from '../../http/http-error.ts';
import { MailAttachment } from './mail-attachment.entity.ts';
import { MailMessage, type IMailMessage } from './mail-message.entity.ts';
import { MailRefused, type MailTransport, type OutgoingAttachment } from './mail-transport.ts';

/** The document's PDF as the client gets it (document-pdf's renderDocumentPdf), or with `receiptPaymentId` that payment's receipt. */
export type DocumentPdfRenderer = (
  em: SqlEntityManager,
  accountId: string,
  kind: DocumentKind,
  id: string,
  origin: string,
  receiptPaymentId?: string | null,
) => Promise<{ fileName: string; bytes: Uint8Array }>;

export type DeliveryPolicy = {
  /** Attempts in all before a transient failure is final. */
  maxAttempts: number;
  /** Delay before the second attempt; it doubles after each. */
  firstRetrySeconds: number;
  /** How long a claim holds: a gateway that died while sending loses its claim after this. */
  claimSeconds: number;
};

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { maxAttempts: 5, firstRetrySeconds: 30, claimSeconds: 120 };

/** `renderPdf` is null while the gateway has no PDF renderer; the sender then refuses attachPdf (send-document.ts). */
export type DeliveryDeps = { orm: Orm; transport: MailTransport; renderPdf: DocumentPdfRenderer | null; policy: DeliveryPolicy };

/** What happened to a message this time: delivered, to be tried again after `retryInSeconds`, failed, or not ours to send. */
export type DeliveryOutcome = { kind: 'delivered' } | { kind: 'retry'; retryInSeconds: number } | { kind: 'failed' } | { kind: 'not_claimed' };

/**
 * Claims a due message with one conditional update, so of two gateways (or a job and the sweep) only
 * one wins: it must be queued and due, or sending with a claim that lapsed (its gateway died).
 */
async function claim(em: EntityManager, id: string, policy: DeliveryPolicy): Promise<boolean> {
  const rows = await em.getConnection().execute(
    `update "mail_message" set "status" = 'sending', "attempts" = "attempts" + 1, "claimed_until" = now() + make_interval(secs => ?)
     where "id" = ? and (("status" = 'queued' and "next_attempt_at" <= now()) or ("status" = 'sending' and "claimed_until" < now()))
     returning "id"`,
    [policy.claimSeconds, id],
  );
  return rows.length === 1;
}

const outgoingId = (message: IMailMessage) => `<${message.id}@ledgerline>`;

/** The files of a message, made at delivery time from the document as it is then. */
async function attachmentsOf(em: SqlEntityManager, message: IMailMessage, renderPdf: DocumentPdfRenderer | null): Promise<OutgoingAttachment[]> {
  if (!message.attachPdf || !message.subjectKind || !message.subjectId) return [];
  if (!renderPdf) throw new MailRefused('This server cannot render the PDF to attach.', true);
  const pdf = await renderPdf(em, message.account.id, message.subjectKind, message.subjectId, message.origin, message.receiptPaymentId).catch((error: unknown) => {
    if (message.receiptPaymentId && error instanceof HttpError && error.status === 404) throw new MailRefused('The payment this receipt is for was deleted before it was sent.', true);
    throw error;
  });
  return [{ filename: pdf.fileName, contentType: 'application/pdf', content: Buffer.from(pdf.bytes) }];
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/** Records the outcome, unless the claim was lost meanwhile (then the other gateway's record stands). */
async function record(em: EntityManager, id: string, changes: Partial<IMailMessage>, attachments: OutgoingAttachment[] = []): Promise<void> {
  await em.transactional(async (tx) => {
    const message = await tx.findOneOrFail(MailMessage, id, { ...ACROSS_ACCOUNTS, lockMode: LockMode.PESSIMISTIC_WRITE });
    if (message.status !== 'sending') return;
    tx.assign(message, { ...changes, claimedUntil: null });
    for (const file of attachments) {
      tx.create(MailAttachment, { account: message.account, message, filename: file.filename, contentType: file.contentType, content: file.content, size: file.content.length });
    }
  });
}

/**
 * One attempt at one message. A permanent SMTP refusal (a bounce) fails it at once; any other error
 * is tried again with exponential backoff until the policy's attempts are spent.
 */
export async function deliverMessage(deps: DeliveryDeps, id: string): Promise<DeliveryOutcome> {
  const em = deps.orm.em.fork();
  if (!(await claim(em, id, deps.policy))) return { kind: 'not_claimed' };
  const message = await em.findOneOrFail(MailMessage, id, ACROSS_ACCOUNTS);
  try {
    const attachments = await attachmentsOf(em, message, deps.renderPdf);
    const response = await deps.transport.deliver({
      messageId: outgoingId(message),
      from: message.from,
      to: message.to,
      cc: message.cc,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments,
    });
    const status = deps.transport.keepsOnly ? 'kept' : 'delivered';
    await record(em, id, { status, lastResponse: response.slice(0, 1000), error: null, deliveredAt: new Date() }, attachments);
    return { kind: 'delivered' };
  } catch (error) {
    const permanent = error instanceof MailRefused && error.permanent;
    const reason = describe(error);
    if (permanent || message.attempts >= deps.policy.maxAttempts) {
      await record(em, id, { status: 'failed', error: reason, lastResponse: error instanceof MailRefused ? error.response.slice(0, 1000) : null });
      return { kind: 'failed' };
    }
    const retryInSeconds = deps.policy.firstRetrySeconds * 2 ** (message.attempts - 1);
    await record(em, id, { status: 'queued', error: reason, nextAttemptAt: new Date(Date.now() + retryInSeconds * 1000) });
    return { kind: 'retry', retryInSeconds };
  }
}

/** Messages due now (or whose sender died mid-send), oldest first: what the sweep delivers. */
export async function dueMessageIds(orm: Orm, limit: number): Promise<string[]> {
  const rows = await orm.em.fork().getConnection().execute<{ id: string }[]>(
    `select "id" from "mail_message"
     where ("status" = 'queued' and "next_attempt_at" <= now()) or ("status" = 'sending' and "claimed_until" < now())
     order by "next_attempt_at" limit ?`,
    [limit],
  );
  return rows.map((row) => row.id);
}
