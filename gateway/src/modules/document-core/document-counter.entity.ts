import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/**
 * Per account, kind of document and scope: the next number, read and advanced under a row lock
 * (lock-order.ts), and how many such documents exist, so an unfiltered list's total is a single-row
 * read rather than a count over every document of a large account. The scope is '' for the
 * account's own series, or the parent's id for a series counted per parent (a change order's
 * estimate).
 */
export const DocumentCounter = defineEntity({
  name: 'DocumentCounter',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'document_counter_account_kind_scope_unique', properties: ['account', 'kind', 'scope'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    kind: p.string().length(20),
    scope: p.string().length(36).default(''),
    nextValue: p.integer().default(1),
    liveCount: p.integer().default(0),
  },
});
export type IDocumentCounter = InferEntity<typeof DocumentCounter>;
