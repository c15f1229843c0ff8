import { requestInvoice, useInvoiceMutation } from './invoice-resource.ts';

/** Answers with the new draft copy, which the editor then opens. */
export const duplicateInvoice = (id: string) => requestInvoice('POST', `/api/invoices/${encodeURIComponent(id)}/duplicate`);

export function useDuplicateInvoice() {
  return useInvoiceMutation(duplicateInvoice);
}
