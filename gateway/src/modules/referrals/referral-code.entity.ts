import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/** The account's one referral code, created the first time the account looks at its referrals. */
export const ReferralCode = defineEntity({
  name: 'ReferralCode',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.oneToOne(Account).ref().owner().unique(),
    code: p.string().length(32).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IReferralCode = InferEntity<typeof ReferralCode>;
