import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

export const IDEMPOTENCY_STATES = ['in_flight', 'done'] as const;

/**
 * One state-changing request of an account (a payment, a document save) by its Idempotency-Key: a
 * retry is answered with the first answer instead of doing the work again (http/idempotency.ts).
 */
export const IdempotencyRecord = defineEntity({
  name: 'IdempotencyRecord',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'idempotency_record_account_key_unique', properties: ['account', 'key'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    /** Method, path and the client's key: the same key on another route is another request. */
    key: p.string().length(600),
    /** SHA-256 of the body: the same key with another body is refused. */
    requestHash: p.string().length(64),
    state: p.enum(IDEMPOTENCY_STATES),
    responseStatus: p.integer().nullable(),
    responseBody: p.json<unknown>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IIdempotencyRecord = InferEntity<typeof IdempotencyRecord>;
