import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { invoiceListSchema, type InvoiceList } from '@ledgerline/contracts';
import { invoiceKeys, type InvoiceFilters } from './invoice-keys.ts';

export async function listInvoices(filters: InvoiceFilters): Promise<InvoiceList> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const response = await apiRequest('GET', `/api/invoices?${params.toString()}`);
  return invoiceListSchema.parse(await response.json());
}

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: () => listInvoices(filters),
    // Paging keeps the last page on screen until the next one arrives, instead of a skeleton flash.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useInvoices(filters: InvoiceFilters) {
  return useQuery(invoicesQueryOptions(filters));
}
