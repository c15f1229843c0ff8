import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { InvoiceList } from '@ledgerline/contracts';

const PAGE_SIZE = 100;

export async function listClientInvoices(clientId: string): Promise<InvoiceList> {
  const params = new URLSearchParams({ clientId, sort: '-issueDate', pageSize: String(PAGE_SIZE) });
  const response = await apiRequest('GET', `/api/invoices?${params}`);
  return (await response.json()) as InvoiceList;
}

export const clientInvoicesQueryOptions = (clientId: string) =>
  queryOptions({
    // Under the invoices' own path, so whatever the invoices remote invalidates refreshes this too.
    queryKey: ['/api/invoices', 'by-client', clientId] as const,
    queryFn: () => listClientInvoices(clientId),
    staleTime: 0,
  });

export function useClientInvoices(clientId: string, enabled: boolean) {
  return useQuery({ ...clientInvoicesQueryOptions(clientId), enabled });
}
