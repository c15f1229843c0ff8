import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { accountSettingsSchema, type AccountSettings } from '@ledgerline/contracts';

/** The same key the settings page uses, so a saved change reaches new invoices without a reload. */
export const accountSettingsKey = ['/api/account/settings'] as const;

export async function getAccountSettings(): Promise<AccountSettings> {
  const response = await apiRequest('GET', '/api/account/settings');
  return accountSettingsSchema.parse(await response.json());
}

export const accountSettingsQueryOptions = queryOptions({ queryKey: accountSettingsKey, queryFn: getAccountSettings });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions);
}
