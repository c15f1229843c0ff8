import type { MailAttachment as MailAttachmentBody, MailMessage as MailMessageBody, MailSummary } from '@ledgerline/contracts';
import type { IMailAttachment } from './mail-attachment.entity.ts';
import type { IMailMessage } from './mail-message.entity.ts';

export function toMailSummary(message: IMailMessage): MailSummary {
  return {
    id: message.id,
    documentKind: message.subjectKind ?? null,
    documentId: message.subjectId ?? null,
    to: message.to,
    cc: message.cc,
    subject: message.subject,
    status: message.status,
    attempts: message.attempts,
    lastResponse: message.lastResponse ?? null,
    error: message.error ?? null,
    createdAt: message.createdAt.toISOString(),
    deliveredAt: message.deliveredAt?.toISOString() ?? null,
  };
}

export function toMailMessage(message: IMailMessage, attachments: IMailAttachment[]): MailMessageBody {
  return {
    ...toMailSummary(message),
    from: message.from,
    messageId: `<${message.id}@ledgerline>`,
    html: message.html,
    text: message.text,
    attachPdf: message.attachPdf,
    attachments: attachments.map((file): MailAttachmentBody => ({ id: file.id, filename: file.filename, contentType: file.contentType, size: file.size })),
  };
}
