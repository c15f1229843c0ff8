import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { InvoiceList } from '@ledgerline/contracts';
import { queryString } from '../query-string.ts';
import { invoiceKeys, type InvoiceFilters } from './invoice-keys.ts';

/**
 * A page of invoices. Read as the gateway typed it, not parsed with invoiceListSchema: /invoices is a
 * first screen whose rows the shell draws before the screen's code arrives, and zod stays off first
 * paint (invoices.int.test.ts parses the gateway's answers with the schema instead), as the dashboard's.
 */
export async function listInvoices(filters: InvoiceFilters): Promise<InvoiceList> {
  const response = await apiRequest('GET', `/api/invoices?${queryString(filters)}`);
  return (await response.json()) as InvoiceList;
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
