import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentKind } from '@ledgerline/contracts';
import { MailMessage } from './mail-message.entity.ts';

/** An email as every sender hands it to the outbox: already rendered, addressed and about something (or the account). */
export type OutboxEmail = {
  accountId: string;
  /** The document it is about; null for an email about the account (a reset link, a reply to a contact message). */
  about: { kind: DocumentKind; id: string } | null;
  /** The user who sent it; null when the app sends it itself. */
  sentBy: string | null;
  from: string;
  to: string[];
  cc?: string[];
  subject: string;
  html: string;
  text: string;
  attachPdf?: boolean;
  /** The payment whose receipt is the attached PDF, instead of the document's own. */
  receiptPaymentId?: string;
  origin: string;
  /** When the worker may first try it; now unless the caller keeps its own clock. */
  sendAfter?: Date;
};

/**
 * Writes the email to the outbox inside the caller's transaction, so it exists exactly when the change
 * it reports does; the mail worker delivers it after the commit. Returns the message's id.
 */
export function queueMail(tx: SqlEntityManager, email: OutboxEmail): string {
  const message = tx.create(MailMessage, {
    account: email.accountId,
    subjectKind: email.about?.kind ?? null,
    subjectId: email.about?.id ?? null,
    sentBy: email.sentBy,
    from: email.from,
    to: email.to,
    cc: email.cc ?? [],
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachPdf: email.attachPdf ?? false,
    receiptPaymentId: email.receiptPaymentId ?? null,
    origin: email.origin,
    status: 'queued',
    nextAttemptAt: email.sendAfter ?? new Date(),
  });
  return message.id;
}
