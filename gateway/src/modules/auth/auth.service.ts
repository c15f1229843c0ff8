import type { EntityManager } from '@mikro-orm/core';
import type { LoginBody } from '@ledgerline/contracts';
import { findUserForLogin } from '../users/users.service.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';

/**
 * The user for these credentials, or null. An unknown username costs the same argon2 work as a
 * wrong password, and the caller answers both the same way.
 */
export async function authenticate(em: EntityManager, credentials: LoginBody) {
  const user = await findUserForLogin(em, credentials.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  return valid ? user : null;
}
