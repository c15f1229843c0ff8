import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { dashboardChartSchema, type DashboardChart } from '@ledgerline/contracts';
import { dashboardKeys } from './dashboard-keys.ts';

/** Invoiced vs paid per month, which the dashboard loads after its figures. */
export async function getDashboardChart(): Promise<DashboardChart> {
  const response = await apiRequest('GET', '/api/dashboard/chart');
  return dashboardChartSchema.parse(await response.json());
}

export const dashboardChartQueryOptions = () => queryOptions({ queryKey: dashboardKeys.chart(), queryFn: getDashboardChart, staleTime: 0 });

export function useDashboardChart() {
  return useQuery(dashboardChartQueryOptions());
}
