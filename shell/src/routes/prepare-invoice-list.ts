import type { QueryClient } from '@tanstack/react-query';
import { invoiceListQueryOptions } from '@ledgerline/api-client';

/**
 * The page of invoices the address names, asked for at once (ScreenNode.prepare); never rejects. The
 * screen's code is not: it comes once the shell has drawn these rows (RemoteScreen's firstRows).
 */
export function prepareInvoiceList(queryClient: QueryClient, search: URLSearchParams): Promise<void> {
  return queryClient.prefetchQuery(invoiceListQueryOptions(search));
}
