import type { User as UserBody } from '@ledgerline/contracts';

/** The API shape of a user; entities and session rows never leave the server as they are. */
export function toUserBody(user: { id: string; username: string; email: string; role: UserBody['role'] }): UserBody {
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}
