import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { REFERRAL_STATUSES } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/**
 * An account that signed up through another's referral link. `account` is the referrer, whose
 * referrals page lists it; an account can be referred only once.
 */
export const Referral = defineEntity({
  name: 'Referral',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  indexes: [{ name: 'referral_account_signed_up_index', properties: ['account', 'signedUpAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    referredAccount: () => p.oneToOne(Account).ref().owner().unique(),
    status: p.enum(REFERRAL_STATUSES),
    /** Why an ineligible referral earns nothing, in a sentence for the referrer. */
    reason: p.string().length(200).nullable(),
    signedUpAt: p.datetime(),
    paidAt: p.datetime().nullable(),
    rewardedAt: p.datetime().nullable(),
  },
});
export type IReferral = InferEntity<typeof Referral>;
