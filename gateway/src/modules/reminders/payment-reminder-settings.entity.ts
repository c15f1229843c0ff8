import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { PaymentReminder } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/** An account's payment reminders; no row means none are set. */
export const PaymentReminderSettings = defineEntity({
  name: 'PaymentReminderSettings',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.oneToOne(Account).ref().owner().unique(),
    reminders: p.json<PaymentReminder[]>(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IPaymentReminderSettings = InferEntity<typeof PaymentReminderSettings>;
