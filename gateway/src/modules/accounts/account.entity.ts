import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** The business (tenant). Every business row points at one; its plan is its Subscription (billing module). */
export const Account = defineEntity({
  name: 'Account',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(200),
    /** Indexed for the admin dashboard's sign-ups per day. */
    createdAt: p.datetime().onCreate(() => new Date()).index('account_created_index'),
  },
});
export type IAccount = InferEntity<typeof Account>;
