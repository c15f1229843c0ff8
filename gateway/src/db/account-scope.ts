import type { EntityManager } from '@mikro-orm/core';

type AccountScopeArgs = { accountId: string };

/**
 * Tenant isolation in the data layer. Entities that carry an account register this filter; it is on
 * by default and needs the current account id, so a read, bulk update or bulk delete that forgot to
 * say whose rows it wants fails loudly instead of reaching another business's data. Cross-account
 * look-ups (sign-in by username, admin reports) opt out explicitly with `filters: { account: false }`.
 */
export const ACCOUNT_SCOPE = {
  name: 'account',
  cond: (args: AccountScopeArgs) => ({ account: args.accountId }),
  default: true,
};

/** Scopes every later query of this (request's) entity manager to one account. */
export function scopeToAccount(em: EntityManager, accountId: string): void {
  em.setFilterParams(ACCOUNT_SCOPE.name, { accountId } satisfies AccountScopeArgs);
}

/** Find option that lifts the account scope for a deliberate cross-account query. */
export const ACROSS_ACCOUNTS = { filters: { [ACCOUNT_SCOPE.name]: false } } as const;
