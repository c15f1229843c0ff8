import type { QueryClient } from '@tanstack/react-query';
import { dashboardChartQueryOptions, dashboardQueryOptions } from '@ledgerline/api-client';

/** The dashboard's figures and its chart's data, asked for at once (ScreenNode.prepare); never rejects. */
export function prepareDashboard(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(dashboardQueryOptions()), queryClient.prefetchQuery(dashboardChartQueryOptions())]);
}
