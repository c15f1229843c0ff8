import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { User } from '../users/user.entity.ts';
import { Invoice } from './invoice.entity.ts';

/** Audit trail of an invoice: who did what, when. A null actor is the client or the system. */
export const ActivityEvent = defineEntity({
  name: 'ActivityEvent',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  indexes: [{ name: 'activity_event_invoice_created_index', properties: ['invoice', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().index(),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule('cascade'),
    actor: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    type: p.string().length(40),
    summary: p.string().length(300),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IActivityEvent = InferEntity<typeof ActivityEvent>;
