import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/**
 * The payment provider's fingerprint of each card an account has saved or paid with (never the
 * card itself), kept so a referred account paying with its referrer's card is recognised.
 */
export const PaymentFingerprint = defineEntity({
  name: 'PaymentFingerprint',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'payment_fingerprint_account_fingerprint_unique', properties: ['account', 'fingerprint'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    fingerprint: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IPaymentFingerprint = InferEntity<typeof PaymentFingerprint>;
