import type { SendDocumentEmail } from '@ledgerline/contracts';
import { requestInvoice, useInvoiceMutation } from './use-invoice-mutation.ts';

/** Marks the invoice sent, and emails it when `email` is given; the answer carries its public link. */
export const sendInvoice = (id: string, email?: SendDocumentEmail) => requestInvoice('POST', `/api/invoices/${encodeURIComponent(id)}/send`, email);

export function useSendInvoice() {
  return useInvoiceMutation(sendInvoice);
}
