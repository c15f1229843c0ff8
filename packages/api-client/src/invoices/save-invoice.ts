import type { InvoiceInput } from '@ledgerline/contracts';
import { idempotencyHeaders, saveDocumentRequest, type SaveDocumentVariables } from '../documents/save-request.ts';
import { requestInvoice, useInvoiceMutation } from './invoice-resource.ts';

export type SaveInvoiceVariables = SaveDocumentVariables<InvoiceInput>;

/** POST /api/invoices without an id (the server numbers it), PUT /api/invoices/:id with the version it was based on. */
export const saveInvoiceRequest = (variables: SaveInvoiceVariables) => saveDocumentRequest('/api/invoices', variables);

export function saveInvoice(variables: SaveInvoiceVariables) {
  const { method, url, body } = saveInvoiceRequest(variables);
  return requestInvoice(method, url, body, idempotencyHeaders(variables.idempotencyKey));
}

export function useSaveInvoice() {
  return useInvoiceMutation(saveInvoice);
}
