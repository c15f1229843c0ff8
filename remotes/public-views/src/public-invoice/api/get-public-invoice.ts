import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { PublicInvoice } from '@ledgerline/contracts';

export async function getPublicInvoice(token: string): Promise<PublicInvoice> {
  const response = await apiRequest('GET', `/api/public/invoices/${encodeURIComponent(token)}`);
  return (await response.json()) as PublicInvoice;
}

export const publicInvoiceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/public/invoices', token] as const,
    queryFn: () => getPublicInvoice(token),
    // The sender may record a payment or revoke the link at any time: show what is true now.
    staleTime: 0,
  });

export function usePublicInvoice(token: string) {
  return useQuery(publicInvoiceQueryOptions(token));
}
