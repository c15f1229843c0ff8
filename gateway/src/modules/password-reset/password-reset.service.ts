import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { appPaths, PASSWORD_RESET_TTL_MINUTES, type PasswordResetConfirm } from '@ledgerline/contracts';
import { ACROSS_ACCOUNTS } from '../../db/account-scope.ts';
import { transactional } from '../../db/transactional.ts';
import { HttpError } from '../../http/http-error.ts';
import { hashPassword } from '../auth/password.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { endUserSessions } from '../sessions/end-user-sessions.ts';
import { User } from '../users/user.entity.ts';
import { usernameKey } from '../users/users.service.ts';
import { PasswordResetToken } from './password-reset-token.entity.ts';
import { RESET_EMAIL_SUBJECT, renderResetEmail } from './reset-email.ts';
import { newResetToken, resetTokenHash } from './reset-token.ts';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

/** Usernames cannot hold an @, so the identifier says which of the two it is. */
function findUserByIdentifier(em: SqlEntityManager, identifier: string) {
  const where = identifier.includes('@') ? { email: identifier.toLowerCase() } : { usernameKey: usernameKey(identifier) };
  return em.findOne(User, where, ACROSS_ACCOUNTS);
}

/**
 * Emails a reset link to the account named by `identifier`, if there is one; the caller answers the
 * same either way. The token and the email go in together, in one transaction; a new link replaces
 * any earlier unused one. The email waits in the account's outbox like every other (so it shows in
 * Sent mail and goes out over SMTP when one is set). Returns the message's id for the mail worker.
 */
export async function requestPasswordReset(
  em: SqlEntityManager,
  identifier: string,
  options: { origin: string; from: string; now: Date },
): Promise<string | null> {
  const user = await findUserByIdentifier(em, identifier);
  if (!user) return null;
  const token = newResetToken();
  const link = `${options.origin}${appPaths.resetPassword(token)}`;
  const { html, text } = renderResetEmail(user.username, link);
  return transactional(em, async (tx) => {
    await tx.nativeDelete(PasswordResetToken, { user: user.id, usedAt: null }, ACROSS_ACCOUNTS);
    tx.create(PasswordResetToken, { user: user.id, tokenHash: resetTokenHash(token), expiresAt: new Date(options.now.getTime() + TTL_MS) });
    const messageId = queueMail(tx, {
      accountId: user.account.id,
      about: null,
      sentBy: null,
      from: options.from,
      to: [user.email],
      subject: RESET_EMAIL_SUBJECT,
      html,
      text,
      origin: options.origin,
      sendAfter: options.now,
    });
    await tx.flush();
    return messageId;
  });
}

const invalidLink = () =>
  new HttpError(400, 'invalid_reset_token', 'This reset link has expired or was already used. Ask for a new one.', {
    fields: { token: ['This reset link has expired or was already used.'] },
  });

/**
 * Sets the new password of the link's user, uses the link up and signs the user out everywhere, all
 * in one transaction. The row is locked, so two uses of the same link at once change the password once.
 */
export async function confirmPasswordReset(em: SqlEntityManager, input: PasswordResetConfirm, now: Date): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await transactional(em, async (tx) => {
    const reset = await tx.findOne(PasswordResetToken, { tokenHash: resetTokenHash(input.token) }, { ...ACROSS_ACCOUNTS, lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) throw invalidLink();
    reset.usedAt = now;
    await tx.nativeUpdate(User, { id: reset.user.id }, { passwordHash }, ACROSS_ACCOUNTS);
    await tx.flush();
    await endUserSessions(tx, reset.user.id);
  });
}
