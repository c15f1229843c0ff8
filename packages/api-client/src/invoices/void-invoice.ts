import type { InvoiceVoidInput } from '@ledgerline/contracts';
import { requestInvoice, useInvoiceMutation } from './invoice-resource.ts';

/** Voids a draft, or credits an issued invoice in full (what was paid is refunded or kept as the client's credit, as `input` says). */
export const voidInvoice = ({ id, ...input }: { id: string } & Partial<InvoiceVoidInput>) => requestInvoice('POST', `/api/invoices/${encodeURIComponent(id)}/void`, input);

export function useVoidInvoice() {
  return useInvoiceMutation(voidInvoice);
}
