import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { changeOrderListSchema, type ChangeOrderList } from '@ledgerline/contracts';
import { queryString } from '../query-string.ts';
import { changeOrderKeys, type ChangeOrderFilters } from './change-order-keys.ts';

export async function listChangeOrders(filters: ChangeOrderFilters): Promise<ChangeOrderList> {
  const response = await apiRequest('GET', `/api/change-orders?${queryString(filters)}`);
  return changeOrderListSchema.parse(await response.json());
}

export const changeOrdersQueryOptions = (filters: ChangeOrderFilters) =>
  queryOptions({
    queryKey: changeOrderKeys.list(filters),
    queryFn: () => listChangeOrders(filters),
    // Paging keeps the last page on screen until the next one arrives, instead of a skeleton flash.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useChangeOrders(filters: ChangeOrderFilters) {
  return useQuery(changeOrdersQueryOptions(filters));
}
