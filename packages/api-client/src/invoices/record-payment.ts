import type { PaymentInput } from '@ledgerline/contracts';
import { requestInvoice, useInvoiceMutation } from './invoice-resource.ts';

/** A payment above the balance answers 422; the answer is the invoice with its new status. */
export const recordPayment = ({ invoiceId, payment }: { invoiceId: string; payment: PaymentInput }) =>
  requestInvoice('POST', `/api/invoices/${encodeURIComponent(invoiceId)}/payments`, payment);

export function useRecordPayment() {
  return useInvoiceMutation(recordPayment);
}
