import { requestInvoice, useInvoiceMutation } from './invoice-resource.ts';

export const voidInvoice = (id: string) => requestInvoice('POST', `/api/invoices/${encodeURIComponent(id)}/void`);

export function useVoidInvoice() {
  return useInvoiceMutation(voidInvoice);
}
