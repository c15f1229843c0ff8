import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.ts';

/**
 * One emailed password reset link. Only the SHA-256 of its token is kept, so a copy of this table
 * cannot reset anyone's password. Not account-scoped: it is found by that hash from a signed-out page.
 */
export const PasswordResetToken = defineEntity({
  name: 'PasswordResetToken',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).ref().index().deleteRule('cascade'),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    /** Set when the link is used; a used link never works again. */
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IPasswordResetToken = InferEntity<typeof PasswordResetToken>;
