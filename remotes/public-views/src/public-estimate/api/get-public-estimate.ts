import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { PublicEstimate } from '@ledgerline/contracts';
import { publicDocumentKey, publicDocumentUrl } from '../../shared/public-document/public-api.ts';

export async function getPublicEstimate(token: string): Promise<PublicEstimate> {
  const response = await apiRequest('GET', publicDocumentUrl('estimate', token));
  return (await response.json()) as PublicEstimate;
}

export const publicEstimateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicDocumentKey('estimate', token),
    queryFn: () => getPublicEstimate(token),
    // The sender may revise the estimate or withdraw the link at any time: show what is true now.
    staleTime: 0,
  });

export function usePublicEstimate(token: string) {
  return useQuery(publicEstimateQueryOptions(token));
}
