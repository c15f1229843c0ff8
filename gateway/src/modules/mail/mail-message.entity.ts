import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_KINDS, MAIL_STATUSES } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * One email about a document (or the account), from the moment it is asked for (written in the transaction that marks
 * the document sent: the outbox) to its delivery. With no SMTP server it is the local mailbox.
 */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  indexes: [
    // The Sent mail page: one account's newest first.
    { name: 'mail_message_account_created_index', properties: ['account', 'createdAt'] },
    // The latest message of a document.
    { name: 'mail_message_subject_index', properties: ['subjectKind', 'subjectId', 'createdAt'] },
    // The sweep: messages due for an attempt.
    { name: 'mail_message_due_index', properties: ['status', 'nextAttemptAt'] },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    /** The document the email is about; null for an email about the account itself (a password reset link). */
    subjectKind: p.enum(DOCUMENT_KINDS).nullable(),
    subjectId: p.uuid().nullable(),
    sentBy: () => p.manyToOne(User).ref().nullable(),
    from: p.string().length(320),
    to: p.json<string[]>(),
    cc: p.json<string[]>(),
    subject: p.string().length(200),
    html: p.text(),
    text: p.text(),
    attachPdf: p.boolean(),
    /** A receipt's payment (of the invoice it is about): the PDF attached is that payment's receipt. No foreign key: the message outlives a deleted payment. */
    receiptPaymentId: p.uuid().nullable(),
    /** Where the app was reached when it was sent: the PDF made at delivery prints its public link there. */
    origin: p.string().length(200),
    status: p.enum(MAIL_STATUSES),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    /** While `sending`: when the claim lapses and another gateway may try (the claimer died). */
    claimedUntil: p.datetime().nullable(),
    lastResponse: p.string().length(1000).nullable(),
    error: p.string().length(1000).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    deliveredAt: p.datetime().nullable(),
  },
});
export type IMailMessage = InferEntity<typeof MailMessage>;
