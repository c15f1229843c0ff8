import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { estimateListSchema, type EstimateList } from '@ledgerline/contracts';
import { queryString } from '../query-string.ts';
import { estimateKeys, type EstimateFilters } from './estimate-keys.ts';

export async function listEstimates(filters: EstimateFilters): Promise<EstimateList> {
  const response = await apiRequest('GET', `/api/estimates?${queryString(filters)}`);
  return estimateListSchema.parse(await response.json());
}

export const estimatesQueryOptions = (filters: EstimateFilters) =>
  queryOptions({
    queryKey: estimateKeys.list(filters),
    queryFn: () => listEstimates(filters),
    // Paging keeps the last page on screen until the next one arrives, instead of a skeleton flash.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useEstimates(filters: EstimateFilters) {
  return useQuery(estimatesQueryOptions(filters));
}
