import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { priceBookItemSchema, priceBookListSchema, type PriceBookItem, type PriceBookItemDraft, type PriceBookList, type PriceBookListQuery } from '@ledgerline/contracts';
import { resourceKeys } from '../resource-keys.ts';

/** The one key factory of the price book, for its screen and every editor's suggestions. */
export const priceBookKeys = resourceKeys<'/api/price-book', PriceBookListQuery>('/api/price-book');

export async function listPriceBook(query: PriceBookListQuery): Promise<PriceBookList> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q) params.set('q', query.q);
  return priceBookListSchema.parse(await (await apiRequest('GET', `/api/price-book?${params}`)).json());
}

export function usePriceBook(query: PriceBookListQuery, enabled = true) {
  return useQuery({ queryKey: priceBookKeys.list(query), queryFn: () => listPriceBook(query), placeholderData: keepPreviousData, enabled });
}

/** Saves a new item (no `id`) or the item with that id; every list of the price book is asked again. */
export function useSavePriceBookItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...item }: PriceBookItemDraft & { id?: string }): Promise<PriceBookItem> =>
      priceBookItemSchema.parse(await (await apiRequest(id ? 'PUT' : 'POST', id ? `/api/price-book/${encodeURIComponent(id)}` : '/api/price-book', item)).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceBookKeys.all }),
  });
}

export function useDeletePriceBookItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/price-book/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceBookKeys.all }),
  });
}
