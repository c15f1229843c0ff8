import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AdminUser, Role } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { endUserSessions } from '../sessions/end-user-sessions.ts';
import { recordAdminEvent, type AdminActor } from './admin-audit.ts';
import { lockUser, otherActiveAdmins, updateUser } from './admin-queries.ts';

const lastAdmin = () =>
  new HttpError(409, 'last_admin', 'This is the last administrator who can sign in. Make another user an administrator first.');

const userTarget = (user: AdminUser) => ({ kind: 'user' as const, id: user.id, label: `${user.username} (${user.email})` });

/** Locks the user, or answers 404; an admin action on a missing user changes nothing. */
async function lockedUser(tx: SqlEntityManager, userId: string): Promise<AdminUser> {
  const user = await lockUser(tx, userId);
  if (!user) throw notFound();
  return user;
}

/** Refuses a change that would leave nobody able to run the admin area. */
async function keepOneAdmin(tx: SqlEntityManager, user: AdminUser): Promise<void> {
  if (user.role === 'admin' && !user.disabledAt && (await otherActiveAdmins(tx, user.id)) === 0) throw lastAdmin();
}

/** Gives a user another role; taking the admin role from the last active admin is refused (409). */
export function changeRole(em: SqlEntityManager, actor: AdminActor, userId: string, role: Role): Promise<AdminUser> {
  return transactional(em, async (tx) => {
    const user = await lockedUser(tx, userId);
    if (user.role === role) return user;
    if (role !== 'admin') await keepOneAdmin(tx, user);
    await updateUser(tx, userId, { role });
    recordAdminEvent(tx, actor, 'role_changed', userTarget(user), `${user.role} → ${role}`);
    return { ...user, role };
  });
}

/** Disables a user: sign-in is refused and every session of theirs ends in the same transaction. */
export function disableUser(em: SqlEntityManager, actor: AdminActor, userId: string, now: Date): Promise<AdminUser> {
  return transactional(em, async (tx) => {
    const user = await lockedUser(tx, userId);
    if (user.id === actor.id) throw new HttpError(409, 'cannot_disable_self', 'You cannot disable yourself.');
    if (user.disabledAt) return user;
    await keepOneAdmin(tx, user);
    await updateUser(tx, userId, { disabledAt: now });
    const ended = await endUserSessions(tx, userId);
    recordAdminEvent(tx, actor, 'user_disabled', userTarget(user), `enabled → disabled (${ended} session${ended === 1 ? '' : 's'} ended)`);
    return { ...user, disabledAt: now.toISOString() };
  });
}

/** Lets a disabled user sign in again. */
export function enableUser(em: SqlEntityManager, actor: AdminActor, userId: string): Promise<AdminUser> {
  return transactional(em, async (tx) => {
    const user = await lockedUser(tx, userId);
    if (!user.disabledAt) return user;
    await updateUser(tx, userId, { disabledAt: null });
    recordAdminEvent(tx, actor, 'user_enabled', userTarget(user), 'disabled → enabled');
    return { ...user, disabledAt: null };
  });
}
