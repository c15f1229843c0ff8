import type { AdminContactsQuery, AdminPeriodQuery, AdminSearchQuery } from '@ledgerline/contracts';

/** Query keys of the admin area; every key starts with /api/admin, so `all` refreshes every admin screen. */
export const adminKeys = {
  all: ['/api/admin'] as const,
  dashboard: (period: AdminPeriodQuery) => [...adminKeys.all, 'dashboard', period] as const,
  contacts: () => [...adminKeys.all, 'contacts'] as const,
  contactList: (query: AdminContactsQuery) => [...adminKeys.contacts(), 'list', query] as const,
  contact: (id: string) => [...adminKeys.contacts(), id] as const,
  accounts: (query: AdminSearchQuery) => [...adminKeys.all, 'accounts', query] as const,
  account: (id: string) => [...adminKeys.all, 'account', id] as const,
  users: (query: AdminSearchQuery) => [...adminKeys.all, 'users', query] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
};
