import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAccountListSchema,
  adminAccountSchema,
  adminUserListSchema,
  adminUserSchema,
  type AdminAccount,
  type AdminSearchQuery,
  type ChangeAccountPlanBody,
  type AdminUser,
  type Role,
} from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';
import { queryString } from '../query-string.ts';
import { adminKeys } from './admin-keys.ts';

export const adminAccountsQueryOptions = (query: AdminSearchQuery) =>
  queryOptions({
    queryKey: adminKeys.accounts(query),
    queryFn: async () => adminAccountListSchema.parse(await (await apiRequest('GET', `/api/admin/accounts?${queryString(query)}`)).json()),
  });

export const useAdminAccounts = (query: AdminSearchQuery) => useQuery(adminAccountsQueryOptions(query));

export const useAdminAccount = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.account(id ?? ''),
    queryFn: async () => adminAccountSchema.parse(await (await apiRequest('GET', `/api/admin/accounts/${encodeURIComponent(id ?? '')}`)).json()),
    enabled: id !== null,
  });

export const adminUsersQueryOptions = (query: AdminSearchQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: async () => adminUserListSchema.parse(await (await apiRequest('GET', `/api/admin/users?${queryString(query)}`)).json()),
  });

export const useAdminUsers = (query: AdminSearchQuery) => useQuery(adminUsersQueryOptions(query));

export type UserAction = { id: string; change: { role: Role } | { disabled: boolean } };

/** Changes a user's role, or disables or re-enables them. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: UserAction): Promise<AdminUser> => {
      const path = `/api/admin/users/${encodeURIComponent(id)}`;
      const response =
        'role' in change ? await apiRequest('PUT', `${path}/role`, change) : await apiRequest('POST', `${path}/${change.disabled ? 'disable' : 'enable'}`);
      return adminUserSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export type AccountPlanChange = { id: string; change: ChangeAccountPlanBody };

/** Gives an account a plan without a charge (PUT /api/admin/accounts/:id/plan); answers the account as it is now. */
export function useChangeAccountPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: AccountPlanChange): Promise<AdminAccount> =>
      adminAccountSchema.parse(await (await apiRequest('PUT', `/api/admin/accounts/${encodeURIComponent(id)}/plan`, change)).json()),
    onSuccess: (account) => {
      queryClient.setQueryData(adminKeys.account(account.id), account);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
