import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { Decline } from '@ledgerline/contracts';
import { publicDocumentKey, publicDocumentUrl, type SignableKind } from '../../public-document/public-api.ts';

/** Declines the document with the client's reason; the answer is the document as its client now sees it. */
export async function declinePublicDocument(kind: SignableKind, token: string, decline: Decline): Promise<unknown> {
  const response = await apiRequest('POST', publicDocumentUrl(kind, token, 'decline'), decline);
  return response.json();
}

/** Declines the document and shows it declined at once. `onAnswered` runs while the form that asked is still there. */
export function useDeclinePublicDocument(kind: SignableKind, token: string, onAnswered: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decline: Decline) => declinePublicDocument(kind, token, decline),
    onSuccess: (declined) => {
      onAnswered();
      queryClient.setQueryData(publicDocumentKey(kind, token), declined);
    },
  });
}
