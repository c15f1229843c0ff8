import type { User } from '@ledgerline/contracts';

/** What a user may see, as ant-design-pro does it: one small pure function of the user. */
export interface Access {
  canAdmin: boolean;
}

export type AccessRule = keyof Access;

export function accessOf(user: User | null): Access {
  return { canAdmin: user?.role === 'admin' };
}
