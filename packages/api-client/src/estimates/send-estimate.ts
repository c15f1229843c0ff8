import { useQueryClient } from '@tanstack/react-query';
import type { SendDocumentEmail } from '@ledgerline/contracts';
import { mailKeys } from '../mail/mail.ts';
import { requestEstimate, useEstimateMutation } from './use-estimate-mutation.ts';

/** Marks the estimate sent (again, for an expired one with a new valid-until), and emails it when `email` is given; the answer carries its public link. */
export const sendEstimate = (id: string, email?: SendDocumentEmail) => requestEstimate('POST', `/api/estimates/${encodeURIComponent(id)}/send`, email);

export function useSendEstimate() {
  return useEstimateMutation(sendEstimate);
}

/** Marks the estimate sent and queues the email; the sent mail is read again. */
export function useEmailEstimate() {
  const queryClient = useQueryClient();
  const mutation = useEstimateMutation(({ id, email }: { id: string; email: SendDocumentEmail }) => sendEstimate(id, email));
  return {
    ...mutation,
    mutateAsync: async (variables: { id: string; email: SendDocumentEmail }) => {
      const estimate = await mutation.mutateAsync(variables);
      await queryClient.invalidateQueries({ queryKey: mailKeys.all });
      return estimate;
    },
  };
}
