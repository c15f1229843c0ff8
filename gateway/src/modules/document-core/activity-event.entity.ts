import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_KINDS } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * Audit trail of a document of any kind: who did what, when. The subject is named by kind and id
 * rather than a foreign key, so one table serves every kind; a document's events are deleted with
 * it (deleteActivity). A null actor is the client (through the public link) or the system.
 */
export const ActivityEvent = defineEntity({
  name: 'ActivityEvent',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  indexes: [
    { name: 'activity_event_subject_created_index', properties: ['subjectKind', 'subjectId', 'createdAt'] },
    // The dashboard's latest events across the account's documents.
    { name: 'activity_event_account_created_index', columns: [{ name: 'account_id' }, { name: 'created_at', sort: 'desc' }] },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().index(),
    subjectKind: p.enum(DOCUMENT_KINDS),
    subjectId: p.uuid(),
    actor: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    type: p.string().length(40),
    summary: p.string().length(300),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IActivityEvent = InferEntity<typeof ActivityEvent>;
