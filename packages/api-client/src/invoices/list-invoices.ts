import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { invoiceListSchema, type InvoiceList } from '@ledgerline/contracts';
import { queryString } from '../query-string.ts';
import { invoiceKeys, type InvoiceFilters } from './invoice-keys.ts';

export async function listInvoices(filters: InvoiceFilters): Promise<InvoiceList> {
  const response = await apiRequest('GET', `/api/invoices?${queryString(filters)}`);
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
