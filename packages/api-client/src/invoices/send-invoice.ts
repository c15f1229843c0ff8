import { useQueryClient } from '@tanstack/react-query';
import type { SendDocumentEmail } from '@ledgerline/contracts';
import { mailKeys } from '../mail/mail.ts';
import { requestInvoice, useInvoiceMutation } from './use-invoice-mutation.ts';

/** Marks the invoice sent, and emails it when `email` is given; the answer carries its public link. */
export const sendInvoice = (id: string, email?: SendDocumentEmail) => requestInvoice('POST', `/api/invoices/${encodeURIComponent(id)}/send`, email);

export function useSendInvoice() {
  return useInvoiceMutation(sendInvoice);
}

/** Marks the invoice sent and queues the email; the sent mail and the document's newest email are read again. */
export function useEmailInvoice() {
  const queryClient = useQueryClient();
  const mutation = useInvoiceMutation(({ id, email }: { id: string; email: SendDocumentEmail }) => sendInvoice(id, email));
  return {
    ...mutation,
    mutateAsync: async (variables: { id: string; email: SendDocumentEmail }) => {
      const invoice = await mutation.mutateAsync(variables);
      await queryClient.invalidateQueries({ queryKey: mailKeys.all });
      return invoice;
    },
  };
}
