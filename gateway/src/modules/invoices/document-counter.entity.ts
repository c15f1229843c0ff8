import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/**
 * Per account and kind of document: the next number, read and advanced under a row lock, and how
 * many such documents exist, so the unfiltered list's total is a single-row read rather than a
 * count over every invoice of a large account.
 */
export const DocumentCounter = defineEntity({
  name: 'DocumentCounter',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'document_counter_account_kind_unique', properties: ['account', 'kind'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    kind: p.string().length(20),
    nextValue: p.integer().default(1),
    liveCount: p.integer().default(0),
  },
});
export type IDocumentCounter = InferEntity<typeof DocumentCounter>;
