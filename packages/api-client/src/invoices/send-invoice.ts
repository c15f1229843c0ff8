import { requestInvoice, useInvoiceMutation } from './use-invoice-mutation.ts';

/** Marks the invoice sent; the answer carries its public link. */
export const sendInvoice = (id: string) => requestInvoice('POST', `/api/invoices/${encodeURIComponent(id)}/send`);

export function useSendInvoice() {
  return useInvoiceMutation(sendInvoice);
}
