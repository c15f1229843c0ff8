import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboardSchema, type AdminDashboardTable, type AdminPeriodQuery } from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';
import { queryString } from '../query-string.ts';
import { adminKeys } from './admin-keys.ts';

export const adminDashboardQueryOptions = (period: AdminPeriodQuery) =>
  queryOptions({
    queryKey: adminKeys.dashboard(period),
    queryFn: async () => adminDashboardSchema.parse(await (await apiRequest('GET', `/api/admin/dashboard?${queryString(period)}`)).json()),
  });

/** The admin dashboard's figures for a period. */
export const useAdminDashboard = (period: AdminPeriodQuery) => useQuery(adminDashboardQueryOptions(period));

/** Where one dashboard table downloads as CSV (a plain link: the browser sends the session cookie). */
export const adminDashboardCsvUrl = (table: AdminDashboardTable, period: AdminPeriodQuery) => `/api/admin/dashboard/${table}.csv?${queryString(period)}`;
