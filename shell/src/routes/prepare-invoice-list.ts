import type { QueryClient } from '@tanstack/react-query';
import { invoiceListQueryOptions } from '@ledgerline/api-client';
import { loadRemoteScreen } from '../federation/load-remote-screen.ts';

/** The invoice list's code and the page its address names, asked for at once (ScreenNode.prepare). */
export function prepareInvoiceList(queryClient: QueryClient, search: URLSearchParams): void {
  // A failure shows in the screen's own card once it renders.
  loadRemoteScreen('invoices', 'InvoiceList').catch(() => {});
  void queryClient.prefetchQuery(invoiceListQueryOptions(search));
}
