import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { AccountSettings } from '@ledgerline/contracts';

export async function getAccountSettings(): Promise<AccountSettings> {
  const response = await apiRequest('GET', '/api/account/settings');
  return (await response.json()) as AccountSettings;
}

/** The key is the API path, which the remotes use too: saving here refreshes their currency. */
export const accountSettingsKey = ['/api/account/settings'] as const;

export const accountSettingsQueryOptions = queryOptions({
  queryKey: accountSettingsKey,
  queryFn: getAccountSettings,
});

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions);
}
