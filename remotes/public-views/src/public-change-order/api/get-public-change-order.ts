import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { PublicChangeOrder } from '@ledgerline/contracts';
import { publicDocumentKey, publicDocumentUrl } from '../../shared/public-document/public-api.ts';

export async function getPublicChangeOrder(token: string): Promise<PublicChangeOrder> {
  const response = await apiRequest('GET', publicDocumentUrl('change_order', token));
  return (await response.json()) as PublicChangeOrder;
}

export const publicChangeOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicDocumentKey('change_order', token),
    queryFn: () => getPublicChangeOrder(token),
    // The sender may edit, void or withdraw the change order at any time: show what is true now.
    staleTime: 0,
  });

export function usePublicChangeOrder(token: string) {
  return useQuery(publicChangeOrderQueryOptions(token));
}
