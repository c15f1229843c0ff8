import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { accountSettingsSchema, type AccountSettings } from '@ledgerline/contracts';

/** One key for the shell's settings page and every remote: a saved change reaches new documents at once. */
export const accountSettingsKeys = { all: ['/api/account/settings'] as const };

export async function getAccountSettings(): Promise<AccountSettings> {
  const response = await apiRequest('GET', '/api/account/settings');
  return accountSettingsSchema.parse(await response.json());
}

export const accountSettingsQueryOptions = queryOptions({ queryKey: accountSettingsKeys.all, queryFn: getAccountSettings });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions);
}

export async function updateAccountSettings(settings: AccountSettings): Promise<AccountSettings> {
  const response = await apiRequest('PUT', '/api/account/settings', settings);
  return accountSettingsSchema.parse(await response.json());
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (saved) => queryClient.setQueryData(accountSettingsKeys.all, saved),
  });
}
