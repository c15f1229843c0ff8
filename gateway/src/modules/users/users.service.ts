import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { RegisterBody, Role } from '@ledgerline/contracts';
import { ACROSS_ACCOUNTS } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { hashPassword } from '../auth/password.ts';
import { createSettings } from '../settings/settings.service.ts';
import { User, type IUser } from './user.entity.ts';
import { transactional } from '../../db/transactional.ts';

/** Raised when the username (in any letter case) or the email is already registered. */
export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
  readonly field: 'username' | 'email';

  constructor(field: 'username' | 'email') {
    super(field === 'username' ? 'That username is already taken.' : 'An account with that email address already exists.');
    this.field = field;
  }
}

const CONSTRAINT_FIELD: Record<string, DuplicateUserError['field']> = {
  app_user_username_key_unique: 'username',
  app_user_email_unique: 'email',
};

export const usernameKey = (username: string) => username.toLowerCase();

/**
 * Creates a business account, its settings and its first user in one transaction, so a failure leaves none.
 * Uniqueness is left to the database's constraints, which also hold under concurrent sign-ups.
 * `alongside` writes what else belongs to the sign-up (a referral) in the same transaction.
 * `signedInAt` is set when the user is signed in by signing up, so no second write records it.
 */
export async function createUserWithAccount<E extends EntityManager>(
  em: E,
  input: RegisterBody & { role: Role; signedInAt?: Date },
  alongside?: (tx: E, user: IUser) => Promise<void>,
): Promise<IUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await transactional(em, async (tx) => {
      const account = tx.create(Account, { name: input.username });
      createSettings(tx, account, input.username);
      const user = tx.create(User, {
        account,
        username: input.username,
        usernameKey: usernameKey(input.username),
        email: input.email.toLowerCase(),
        passwordHash,
        role: input.role,
        lastSignInAt: input.signedInAt ?? null,
      });
      if (alongside) {
        await tx.flush();
        await alongside(tx, user);
      }
      return user;
    });
  } catch (error) {
    const field = error instanceof UniqueConstraintViolationException
      ? CONSTRAINT_FIELD[(error as { constraint?: string }).constraint ?? '']
      : undefined;
    if (field) throw new DuplicateUserError(field);
    throw error;
  }
}

/** Notes the time of a successful sign-in: the admin dashboard counts active accounts by it. */
export async function recordSignIn(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(User, { id: userId }, { lastSignInAt: new Date() }, ACROSS_ACCOUNTS);
}

/** Sign-in looks users up by name across all accounts, with the (lazy) password hash loaded. */
export function findUserForLogin(em: EntityManager, username: string) {
  return em.findOne(User, { usernameKey: usernameKey(username) }, { ...ACROSS_ACCOUNTS, populate: ['passwordHash'] });
}
