import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KINDS } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/** Something that happened to the account's documents, shown in the shell's notifications panel. */
export const Notification = defineEntity({
  name: 'Notification',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  // The panel reads one account's newest notifications.
  indexes: [{ name: 'notification_account_created_index', properties: ['account', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    kind: p.enum(NOTIFICATION_KINDS),
    title: p.string().length(200),
    body: p.string().length(500),
    /** The shell route of what it is about. */
    link: p.string().length(200).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    readAt: p.datetime().nullable(),
  },
});
export type INotification = InferEntity<typeof Notification>;
