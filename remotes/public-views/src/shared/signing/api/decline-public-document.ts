import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { Decline } from '@ledgerline/contracts';
import { publicDocumentKey, publicDocumentUrl, type SignableKind } from '../../public-document/public-api.ts';

export async function declinePublicDocument(kind: SignableKind, token: string, decline: Decline): Promise<void> {
  await apiRequest('POST', publicDocumentUrl(kind, token, 'decline'), decline);
}

/** Declines the document with the client's reason; it stays pending until the page has reread it. */
export function useDeclinePublicDocument(kind: SignableKind, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decline: Decline) => declinePublicDocument(kind, token, decline),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicDocumentKey(kind, token) }),
  });
}
