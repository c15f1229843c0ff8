import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** The business (tenant). Every business row points at one; plans arrive with a later issue. */
export const Account = defineEntity({
  name: 'Account',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(200),
    plan: p.string().length(32).default('free'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IAccount = InferEntity<typeof Account>;
