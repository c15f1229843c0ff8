import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { estimateRevisionSchema, type EstimateRevision } from '@ledgerline/contracts';
import { estimateKeys } from './estimate-keys.ts';

/** One revision as it was sent, and signed if it was: earlier revisions stay readable after a newer one replaces them. */
export async function getEstimateRevision(id: string, revision: number): Promise<EstimateRevision> {
  const response = await apiRequest('GET', `/api/estimates/${encodeURIComponent(id)}/revisions/${revision}`);
  return estimateRevisionSchema.parse(await response.json());
}

export const estimateRevisionQueryOptions = (id: string, revision: number) =>
  queryOptions({ queryKey: estimateKeys.revision(id, revision), queryFn: () => getEstimateRevision(id, revision) });

export function useEstimateRevision(id: string, revision: number | undefined) {
  return useQuery({ ...estimateRevisionQueryOptions(id, revision ?? 0), enabled: revision !== undefined });
}
