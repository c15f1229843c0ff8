import { useQueryClient } from '@tanstack/react-query';
import type { SendDocumentEmail } from '@ledgerline/contracts';
import { mailKeys } from '../mail/mail.ts';
import { requestChangeOrder, useChangeOrderMutation } from './use-change-order-mutation.ts';

/** Marks the change order sent, and emails it when `email` is given; the answer carries its public link. */
export const sendChangeOrder = (id: string, email?: SendDocumentEmail) =>
  requestChangeOrder('POST', `/api/change-orders/${encodeURIComponent(id)}/send`, email);

export function useSendChangeOrder() {
  return useChangeOrderMutation(sendChangeOrder);
}

/** Marks the change order sent and queues the email; the sent mail is read again. */
export function useEmailChangeOrder() {
  const queryClient = useQueryClient();
  const mutation = useChangeOrderMutation(({ id, email }: { id: string; email: SendDocumentEmail }) => sendChangeOrder(id, email));
  return {
    ...mutation,
    mutateAsync: async (variables: { id: string; email: SendDocumentEmail }) => {
      const changeOrder = await mutation.mutateAsync(variables);
      await queryClient.invalidateQueries({ queryKey: mailKeys.all });
      return changeOrder;
    },
  };
}
