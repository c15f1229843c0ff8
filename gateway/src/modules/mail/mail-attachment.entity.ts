import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { MailMessage } from './mail-message.entity.ts';

/** A file as it was attached to a delivered message (made at delivery, kept so the mailbox shows it as sent). */
export const MailAttachment = defineEntity({
  name: 'MailAttachment',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    message: () => p.manyToOne(MailMessage).ref().deleteRule('cascade').index('mail_attachment_message_index'),
    filename: p.string().length(200),
    contentType: p.string().length(100),
    content: p.blob(),
    size: p.integer(),
  },
});
export type IMailAttachment = InferEntity<typeof MailAttachment>;
