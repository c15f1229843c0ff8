import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/** Free months an account has earned and a renewal has not used yet (free-months.ts keeps it from going below zero). */
export const FreeMonthBalance = defineEntity({
  name: 'FreeMonthBalance',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.oneToOne(Account).ref().owner().unique(),
    months: p.integer().default(0),
  },
});
export type IFreeMonthBalance = InferEntity<typeof FreeMonthBalance>;
