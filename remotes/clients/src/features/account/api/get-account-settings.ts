import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { AccountSettings } from '@ledgerline/contracts';

export async function getAccountSettings(): Promise<AccountSettings> {
  const response = await apiRequest('GET', '/api/account/settings');
  return (await response.json()) as AccountSettings;
}

/** The same key as the shell's settings page, so saving the settings there refreshes the currency here. */
export const accountSettingsQueryOptions = queryOptions({
  queryKey: ['/api/account/settings'] as const,
  queryFn: getAccountSettings,
});

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions);
}
