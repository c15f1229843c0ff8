import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { Referral } from './referral.entity.ts';

export const REWARD_ROLES = ['referrer', 'referred'] as const;

/**
 * One free month granted to `account` for a referral, as its referrer or as the referred account.
 * The unique (referral, role) is what keeps a referral from being rewarded twice, even by two
 * payments recorded at the same moment.
 */
export const ReferralReward = defineEntity({
  name: 'ReferralReward',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'referral_reward_referral_role_unique', properties: ['referral', 'role'] }],
  // The yearly cap counts one referrer's rewards by date.
  indexes: [{ name: 'referral_reward_account_role_granted_index', properties: ['account', 'role', 'grantedAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    referral: () => p.manyToOne(Referral).ref(),
    role: p.enum(REWARD_ROLES),
    freeMonths: p.integer().default(1),
    grantedAt: p.datetime(),
  },
});
export type IReferralReward = InferEntity<typeof ReferralReward>;
