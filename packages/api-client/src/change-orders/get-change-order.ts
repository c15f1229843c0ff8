import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { changeOrderSchema, type ChangeOrder } from '@ledgerline/contracts';
import { changeOrderKeys } from './change-order-keys.ts';

export async function getChangeOrder(id: string): Promise<ChangeOrder> {
  const response = await apiRequest('GET', `/api/change-orders/${encodeURIComponent(id)}`);
  return changeOrderSchema.parse(await response.json());
}

export const changeOrderQueryOptions = (id: string) => queryOptions({ queryKey: changeOrderKeys.detail(id), queryFn: () => getChangeOrder(id) });

export function useChangeOrder(id: string | undefined) {
  return useQuery({ ...changeOrderQueryOptions(id ?? ''), enabled: id !== undefined });
}
