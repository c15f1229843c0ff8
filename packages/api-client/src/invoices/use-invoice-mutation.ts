import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type HttpMethod } from '@ledgerline/shell-sdk';
import { invoiceSchema, type Invoice } from '@ledgerline/contracts';
import { clientKeys } from '../clients/client-keys.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** Sends one invoice request and reads the invoice the gateway answers with. */
export async function requestInvoice(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<Invoice> {
  const response = await apiRequest(method, url, body, headers);
  return invoiceSchema.parse(await response.json());
}

/**
 * Shared wiring of every invoice mutation: the answer replaces the cached detail at once, then every
 * invoice list, and the clients (whose balances move), are refetched by key prefix.
 */
export function useInvoiceMutation<Variables>(request: (variables: Variables) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Only the variables: React Query passes its own context as a second argument, which a request
    // with an optional second parameter (send's email) would otherwise send as the body.
    mutationFn: (variables: Variables) => request(variables),
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}
