import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentKind, MailList, MailMessage as MailMessageBody, MailSummary } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { MailAttachment, type IMailAttachment } from './mail-attachment.entity.ts';
import { MailMessage } from './mail-message.entity.ts';
import { toMailMessage, toMailSummary } from './mail.mapper.ts';

/** The account's mail, newest first (the account filter scopes every query here). */
export async function listMail(em: SqlEntityManager, page: number, pageSize: number): Promise<MailList> {
  const [messages, total] = await em.findAndCount(MailMessage, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize });
  return { items: messages.map(toMailSummary), total, page, pageSize };
}

export async function getMail(em: SqlEntityManager, id: string): Promise<MailMessageBody> {
  const message = await em.findOne(MailMessage, id);
  if (!message) throw notFound();
  const attachments = await em.find(MailAttachment, { message: id }, { fields: ['id', 'filename', 'contentType', 'size'], orderBy: { filename: 'asc' } });
  return toMailMessage(message, attachments as IMailAttachment[]);
}

export async function getMailAttachment(em: SqlEntityManager, messageId: string, attachmentId: string): Promise<IMailAttachment> {
  const file = await em.findOne(MailAttachment, { id: attachmentId, message: messageId });
  if (!file) throw notFound();
  return file;
}

/** The newest email about a document, or null. */
export async function latestDocumentMail(em: SqlEntityManager, kind: DocumentKind, id: string): Promise<MailSummary | null> {
  const message = await em.findOne(MailMessage, { subjectKind: kind, subjectId: id }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  return message ? toMailSummary(message) : null;
}

/** Queues a message that failed for good for a fresh round of attempts. */
export function retryMail(em: SqlEntityManager, actor: Actor, id: string): Promise<void> {
  return transactional(em, async (tx) => {
    const message = await tx.findOne(MailMessage, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!message) throw notFound();
    if (message.status !== 'failed') throw new HttpError(409, 'not_failed', 'Only an email that failed can be sent again.');
    tx.assign(message, { status: 'queued', attempts: 0, nextAttemptAt: new Date(), error: null });
    if (message.subjectKind && message.subjectId) {
      recordActivity(tx, actor, { kind: message.subjectKind, id: message.subjectId }, 'emailed', `Sent the failed email "${message.subject}" again`);
    }
  });
}
