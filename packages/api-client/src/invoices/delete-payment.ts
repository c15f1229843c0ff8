import { apiRequest } from '@ledgerline/shell-sdk';
import { invoiceSchema } from '@ledgerline/contracts';
import { getInvoice, useInvoiceMutation } from './invoice-resource.ts';

/** Deleting a payment moves the status back; a bodiless answer is followed by a fresh read. */
export async function deletePayment({ invoiceId, paymentId }: { invoiceId: string; paymentId: string }) {
  const url = `/api/invoices/${encodeURIComponent(invoiceId)}/payments/${encodeURIComponent(paymentId)}`;
  const response = await apiRequest('DELETE', url);
  return response.status === 204 ? getInvoice(invoiceId) : invoiceSchema.parse(await response.json());
}

export function useDeletePayment() {
  return useInvoiceMutation(deletePayment);
}
