import type { InvoiceInput } from '@ledgerline/contracts';
import { requestInvoice, useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /api/invoices without an id (the server numbers it), PUT /api/invoices/:id with the version it was based on. */
export type SaveInvoiceVariables = { id?: undefined; input: InvoiceInput } | { id: string; version: number; input: InvoiceInput };

export function saveInvoice(variables: SaveInvoiceVariables) {
  return variables.id === undefined
    ? requestInvoice('POST', '/api/invoices', variables.input)
    : requestInvoice('PUT', `/api/invoices/${encodeURIComponent(variables.id)}`, { ...variables.input, version: variables.version });
}

export function useSaveInvoice() {
  return useInvoiceMutation(saveInvoice);
}
