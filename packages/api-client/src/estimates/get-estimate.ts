import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { estimateSchema, type Estimate } from '@ledgerline/contracts';
import { estimateKeys } from './estimate-keys.ts';

export async function getEstimate(id: string): Promise<Estimate> {
  const response = await apiRequest('GET', `/api/estimates/${encodeURIComponent(id)}`);
  return estimateSchema.parse(await response.json());
}

export const estimateQueryOptions = (id: string) => queryOptions({ queryKey: estimateKeys.detail(id), queryFn: () => getEstimate(id) });

export function useEstimate(id: string | undefined) {
  return useQuery({ ...estimateQueryOptions(id ?? ''), enabled: id !== undefined });
}
