import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ROLES } from '@ledgerline/contracts';
import { Account } from '../accounts/account.entity.ts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';

export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  // The admin dashboard's active accounts: users signed in since a day, by account.
  indexes: [{ name: 'app_user_last_sign_in_index', properties: ['lastSignInAt', 'account'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().index(),
    /** As the person typed it, for display. */
    username: p.string().length(32),
    /** Lower-cased copy that carries the unique index, so "Ada" and "ada" cannot both exist. */
    usernameKey: p.string().length(32).unique(),
    /** Stored lower-cased, so uniqueness and look-ups ignore case. */
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255).hidden().lazy(),
    role: p.enum(ROLES).default('user'),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSignInAt: p.datetime().nullable(),
    /** Set by an admin: sign-in is refused and the session look-up ignores the user. */
    disabledAt: p.datetime().nullable(),
  },
});
export type IUser = InferEntity<typeof User>;
