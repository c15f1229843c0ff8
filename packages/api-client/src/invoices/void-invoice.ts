import { requestInvoice, useInvoiceMutation } from './use-invoice-mutation.ts';

export const voidInvoice = (id: string) => requestInvoice('POST', `/api/invoices/${encodeURIComponent(id)}/void`);

export function useVoidInvoice() {
  return useInvoiceMutation(voidInvoice);
}
