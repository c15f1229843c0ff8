import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { contactReceiptSchema, type ContactMessageBody } from '@ledgerline/contracts';

/** POST /api/contact. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (body: ContactMessageBody) => contactReceiptSchema.parse(await (await apiRequest('POST', '/api/contact', body)).json()),
  });
}
