import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { DashboardChart } from '@ledgerline/contracts';
import { DASHBOARD_FRESH_MS, dashboardKeys } from './dashboard-keys.ts';

/**
 * Invoiced vs paid per month, which the dashboard loads after its figures. Read as the gateway typed
 * it, as the figures are (get-dashboard.ts): the chart is on the first screen, and parsing it brought
 * zod there (dashboard.int.test.ts parses the answer with dashboardChartSchema instead).
 */
export async function getDashboardChart(): Promise<DashboardChart> {
  const response = await apiRequest('GET', '/api/dashboard/chart');
  return (await response.json()) as DashboardChart;
}

export const dashboardChartQueryOptions = () => queryOptions({ queryKey: dashboardKeys.chart(), queryFn: getDashboardChart, staleTime: DASHBOARD_FRESH_MS });

export function useDashboardChart() {
  return useQuery(dashboardChartQueryOptions());
}
