import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { AccountSettings } from '@ledgerline/contracts';
import { accountSettingsKey } from './get-account-settings.ts';

export async function updateAccountSettings(settings: AccountSettings): Promise<AccountSettings> {
  const response = await apiRequest('PUT', '/api/account/settings', settings);
  return (await response.json()) as AccountSettings;
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (saved) => queryClient.setQueryData(accountSettingsKey, saved),
  });
}
