import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

export const IDEMPOTENCY_STATES = ['in_flight', 'done'] as const;

/**
 * One state-changing payment request of an account, by its Idempotency-Key: a retry is answered
 * with the first answer instead of doing the work again (idempotency.ts).
 */
export const PaymentIdempotencyRecord = defineEntity({
  name: 'PaymentIdempotencyRecord',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'payment_idempotency_record_account_key_unique', properties: ['account', 'key'] }],
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
export type IPaymentIdempotencyRecord = InferEntity<typeof PaymentIdempotencyRecord>;
