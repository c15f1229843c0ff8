import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { Dashboard } from '@ledgerline/contracts';
import { DASHBOARD_FRESH_MS, dashboardKeys } from './dashboard-keys.ts';

/**
 * The dashboard's figures. Read as the gateway typed them, not parsed with dashboardSchema: the
 * dashboard is a first screen, and zod stays off first paint (dashboard.int.test.ts parses the answer
 * with the schema instead).
 */
export async function getDashboard(): Promise<Dashboard> {
  const response = await apiRequest('GET', '/api/dashboard');
  return (await response.json()) as Dashboard;
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.figures(), queryFn: getDashboard, staleTime: DASHBOARD_FRESH_MS });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
